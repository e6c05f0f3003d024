import Foundation

enum Theme {
    @MainActor static var accent = "blue"
}
