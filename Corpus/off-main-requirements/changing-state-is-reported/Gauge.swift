import SwiftUI

@MainActor final class GaugeModel {
    var level: CGFloat = 0.5
    func fill() { level = 1 }
}
