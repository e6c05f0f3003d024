import Dispatch

/// A caller passes its own closure parameter in the array: `[@Sendable () -> Void]` would move the
/// error there ("using non-Sendable parameter 'action' in a context expecting a '@Sendable'
/// closure"), so the parameter is reported instead.
func onMultipleThreads(action: @escaping () -> Void) {
    onMultipleThreads(actions: [action, action])
}

func onMultipleThreads(actions: [() -> Void]) {
    waitUntil { done in
        for action in actions { action() }
        done()
    }
}

func waitUntil(action: @escaping @Sendable (@escaping () -> Void) -> Void) {
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        action { group.leave() }
    }
    group.wait()
}
