import Foundation

// `Queue.addOperation` takes a @Sendable block, and so does the test mock conforming to it (in
// QueueMock.swift): two types declare the method, but both say the closure is @Sendable, so it is
// whichever one the call reaches. EasyMusicPlayer's SearchViewModel, whose generated mocks hid it.
protocol Queue: AnyObject {
    func addOperation(_ block: @escaping @Sendable () -> Void)
}
extension OperationQueue: Queue {}

@MainActor
final class SearchModel {
    var results: [String] = []
    var query: String
    private let queue: Queue

    init(query: String, queue: Queue) {
        self.query = query
        self.queue = queue
    }

    func search(in titles: [String]) {
        queue.addOperation {
            let found = titles.filter { $0.contains(self.query) }
            DispatchQueue.main.async { self.results = found }
        }
    }
}
