import Dispatch

final class Adapter: @unchecked Sendable {
    private let workQueue = DispatchQueue(label: "adapter")
    var resources: [String]? = ["a", "b"]

    func loadResources(ifVersionDiffersFrom hash: Int, completionHandler: @escaping ([String]?) -> Void) {
        workQueue.async { [weak self] in
            guard let self = self else { return }
            completionHandler(self.resources)
        }
    }
}

final class Provider {
    var adapter: Adapter?

    /// Forwards its own handler: it becomes @Sendable once the adapter's is.
    func handleAppMessage(_ hash: Int, completionHandler: (([String]?) -> Void)? = nil) {
        guard let adapter = adapter else {
            completionHandler?(nil)
            return
        }
        adapter.loadResources(ifVersionDiffersFrom: hash) { resources in
            completionHandler?(resources)
        }
    }
}

func start(_ provider: Provider) {
    provider.handleAppMessage(1) { print($0 ?? []) }
}
