import UIKit

// A timer's block is `@Sendable` (Xcode 16 SDKs), but it fires on the run loop of the thread that
// scheduled it: for the inference it runs where its caller runs, as before the SDK said so.
// 'tick' is not reported as called off the main actor, and 'Ticker' still becomes main-actor for
// its view; main-actor-callbacks hops the block.
final class Ticker {
    private var timer: Timer?
    private var ticks = 0
    var label: UILabel?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    func tick() {
        ticks += 1
        label?.text = "\(ticks)"
    }
}
