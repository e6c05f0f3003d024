import Combine
import Foundation
import UIKit

// Ice's menu-bar models: an ObservableObject whose state views show. One of its three members
// uses UIKit (below the member threshold), yet people make the model main-actor as a whole.
final class MenuBarModel: ObservableObject {
    @Published var isVisible = false
    @Published var title = "Menu"

    func rename(_ newTitle: String) {
        title = newTitle
    }

    func toggle() {
        isVisible.toggle()
    }

    func openSettings() {
        UIApplication.shared.open(URL(string: "app-settings:")!)
    }
}

// A model whose members nonisolated code uses (a CustomStringConvertible witness) is not
// main-actor as a whole: only the member that needs it.
final class SyncModel: ObservableObject {
    func formatted(_ value: Int) -> String { "\(value) items" }

    func refresh() {
        UIApplication.shared.open(URL(string: "sync:")!)
    }

}

extension SyncModel: CustomStringConvertible {
    var description: String { formatted(1) }
}
