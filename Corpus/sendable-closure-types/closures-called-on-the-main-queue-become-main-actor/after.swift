// Nimble's deferToMainQueue: a closure parameter that a nonisolated function calls only on the
// main queue is taken there by a main-actor closure ("sending 'action' risks causing data
// races"). @MainActor on its type, not @Sendable: the view controller's closures below use
// main-actor state, which a @Sendable closure could not.
import Foundation

public func deferToMainQueue(action: @escaping @MainActor () -> Void) {
    DispatchQueue.main.async {
        Thread.sleep(forTimeInterval: 0.01)
        action()
    }
}

@MainActor func updateUI() {}

@MainActor final class Controller {
    var taps = 0

    func tap() {
        deferToMainQueue { updateUI() }
        deferToMainQueue { self.taps += 1 }
    }
}

func refresh(then done: @escaping @MainActor () -> Void) async {
    await MainActor.run { done() }
}

// Must not: already on the main actor.
@MainActor func onMain(_ done: @escaping () -> Void) {
    DispatchQueue.main.async { done() }
}

// Reported: a caller's closure captures a local of a non-Sendable class, which it uses again.
final class Counter { var value = 0 }

func afterDelay(_ work: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { work() }
}

func count() {
    let counter = Counter()
    afterDelay { counter.value += 1 }
    counter.value += 1
}

// Reported: a caller passes on a closure of its own.
func whenIdle(_ work: @escaping () -> Void) {
    DispatchQueue.main.async { work() }
}

func schedule(_ job: @escaping () -> Void) {
    whenIdle(job)
}
