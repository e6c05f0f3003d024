import Foundation

@MainActor
final class PlaybackSession {
    private var isPlaying = false

    isolated deinit {
        stop()
    }

    func stop() {
        isPlaying = false
    }
}
