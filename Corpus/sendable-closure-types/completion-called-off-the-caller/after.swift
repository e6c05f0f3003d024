import Foundation

// A completion handler called from work handed to a global queue must be @Sendable.
final class ImageLoader: Sendable {
    func load(named name: String, completion: @escaping @Sendable (Data?) -> Void) {
        DispatchQueue.global().async {
            completion(Data(name.utf8))
        }
    }

    // Optional closures are escaping already: @Sendable goes inside the parentheses.
    func prefetch(_ names: [String], then done: (@Sendable () -> Void)?) {
        Task.detached {
            _ = names.count
            done?()
        }
    }
}
