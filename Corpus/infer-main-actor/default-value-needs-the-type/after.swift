import UIKit

/// A stored property whose default value builds a UIKit object: only the type can fix it.
@MainActor
final class WindowHolder {
    let window = UIWindow()
    var title = "Main"

    func rename(_ newTitle: String) { title = newTitle }
}
