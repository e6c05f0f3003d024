import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
final class DownloadProgress: NSObject, URLSessionDataDelegate {
    private(set) var received = 0

    nonisolated func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        Task { @MainActor in
            received += data.count
        }
    }
}
