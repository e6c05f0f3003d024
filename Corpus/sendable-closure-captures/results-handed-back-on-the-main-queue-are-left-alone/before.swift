import Foundation

// Must do nothing: the @Sendable closure only reads locals, and hands its result back to the main
// actor with `DispatchQueue.main.async`, whose closure the compiler takes as main-actor code, so
// writing `tracks` there is valid as written (it was reported: "it writes 'tracks', so a copy
// would lose the write"). EasyMusicPlayer's SearchViewModel.
protocol Queue: AnyObject {
    func addOperation(_ block: @escaping @Sendable () -> Void)
}
extension OperationQueue: Queue {}

@MainActor
final class SearchModel {
    var tracks: [String] = []
    var isLoading = false
    private var allTracks: [String] = []
    private let queue: Queue

    init(queue: Queue) { self.queue = queue }

    func search(_ query: String) {
        isLoading = true
        let allTracks = self.allTracks
        queue.addOperation { [weak self] in
            guard let self else { return }
            let found = allTracks.filter { $0.contains(query) }
            DispatchQueue.main.async {
                self.tracks = found
                self.isLoading = false
            }
        }
    }
}
