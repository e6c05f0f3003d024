import Foundation

@MainActor
final class PlaybackSession {
    private var isPlaying = false

    deinit {
        stop()
    }

    func stop() {
        isPlaying = false
    }
}
