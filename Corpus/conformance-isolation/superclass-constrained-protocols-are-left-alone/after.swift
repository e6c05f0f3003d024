// Nothing to change: `StopContextConfigurable` names a superclass, `UIViewController`, not a
// protocol of another module it refines, so its main-actor conformers' conformances do not cross
// into main-actor code (swiftc 6.3.1, default main-actor isolation, with or without
// InferIsolatedConformances). OneBusAway's `Router.swift` got two `@MainActor
// StopContextConfigurable` for it ("it refines UIViewController").
import UIKit

protocol StopContextConfigurable: UIViewController {
    func configure(stop: String)
}

class StopViewController: UIViewController {}

extension StopViewController: StopContextConfigurable {
    func configure(stop: String) { title = stop }
}

final class MapViewController: UIViewController, StopContextConfigurable {
    func configure(stop: String) { title = "Map: " + stop }
}

func show(_ controller: any StopContextConfigurable) {
    controller.configure(stop: "1_100")
}
