import Foundation

// The project's own @Sendable parameter is a boundary too.
func runInBackground(_ work: @escaping @Sendable () -> Void) {
    DispatchQueue.global().async(execute: work)
}

func fetchCount(from url: URL, completion handler: @escaping (Int) -> Void) {
    runInBackground {
        handler(url.absoluteString.count)
    }
}
