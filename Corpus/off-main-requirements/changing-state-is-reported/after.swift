import SwiftUI

struct GaugeShape: Shape {
    let model: GaugeModel

    func path(in rect: CGRect) -> Path {
        // `level` changes after initialization: actorfix explains, a person decides.
        print(model.level)
        return Path()
    }
}
