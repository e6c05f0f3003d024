import Foundation
import UIKit

/// Nothing here needs an annotation: main-actor work is already handed to the main actor, and the
/// helper that background code uses touches no main-actor state.
final class Exporter {
    func formatted(_ value: Int) -> String { "\(value) items" }

    func exportInBackground(_ value: Int) {
        DispatchQueue.global().async {
            let text = self.formatted(value)
            DispatchQueue.main.async {
                UIApplication.shared.open(URL(string: "share:" + text)!)
            }
        }
    }

    func refreshBadge() async {
        await MainActor.run {
            UIApplication.shared.applicationIconBadgeNumber = 0
        }
    }

    func openLater() {
        Task { @MainActor in
            UIApplication.shared.open(URL(string: "later:")!)
        }
    }
}

extension Exporter: @unchecked Sendable {}
