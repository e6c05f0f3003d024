import Foundation

// EasyMusicPlayer's clock: the timer's block is `@Sendable`, and a weak reference to a class that
// is not Sendable is not Sendable either. Calling its stored closure is no constant to capture:
// reported (make the class Sendable, or main-actor).
final class Clock {
    var callback: (() -> Void)?
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: { [weak self] _ in
            self?.callback?()
        })
    }
}
