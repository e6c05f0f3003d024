import Foundation

enum Theme {
    static var accent = "blue"
}
