import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The completion handler re-reads `feedURL` to tell whether a newer load started meanwhile
/// (found in an RSS library): a copy of it, captured when the load starts, could never differ.
final class FeedLoader {
    private var feedURL: URL?
    private var title = ""

    func load(_ url: URL) {
        feedURL = url
        URLSession.shared.dataTask(with: url) { data, _, _ in
            if self.feedURL != url { return }
            print(data?.count ?? 0)
        }.resume()
    }
}
