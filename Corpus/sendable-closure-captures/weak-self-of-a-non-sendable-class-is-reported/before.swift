import Foundation

// swifter 1.5.0: `[weak self]` in a closure that runs on another thread still captures self,
// and a weak reference to a non-Sendable class is not Sendable either. No capture list can
// replace what the closure does with it: reported.
open class Server {
    var operating = false
    var sockets = Set<Int>()

    public func start() {
        DispatchQueue.global().async { [weak self] in
            guard let strongSelf = self else { return }
            guard strongSelf.operating else { return }
            strongSelf.sockets.insert(1)
        }
    }
}
