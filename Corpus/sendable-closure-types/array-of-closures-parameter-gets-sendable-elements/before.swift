import Dispatch

func onMultipleThreads(actions: [() -> Void]) {
    waitUntil { done in
        for action in actions { action() }
        done()
    }
}

func waitUntil(action: @escaping (@escaping () -> Void) -> Void) {
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        action { group.leave() }
    }
    group.wait()
}
