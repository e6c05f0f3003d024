import Foundation

struct Download: Sendable {
    let url: URL
    let started: Date
}
