// Found on vAmiga (its Swift 6 migration, issue #859): a convenience initializer that shows a
// main-actor alert was never proposed @MainActor (only designated ones were), and nothing that
// constructs through it either. A construction is a use of the initializer its labels fit.
@MainActor enum Banner {
    static func show(_ text: String) { print(text) }
}

class ComputeKernel {
    var cutout = (256, 256)

    init() {}

    convenience init?(name: String, cutout: (Int, Int)) {
        self.init()
        self.cutout = cutout
        if name.isEmpty {
            Banner.show("Failed to create compute kernel.")
            return nil
        }
    }
}

class ResourceManager {
    var enhancer: ComputeKernel?
    var plain = ComputeKernel()

    func buildKernels() {
        enhancer = ComputeKernel(name: "bypass", cutout: (1, 1))
    }

    func reset() {
        plain = ComputeKernel()
    }
}
