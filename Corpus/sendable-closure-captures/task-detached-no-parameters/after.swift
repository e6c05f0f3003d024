import Foundation

@MainActor final class Library {
    var count = 0

    func export() {
        Task.detached { [count] in
            print("exporting", count)
        }
    }
}
