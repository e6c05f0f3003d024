import SwiftUI
import UIKit

// `update()` witnesses DynamicProperty's requirement, which is not isolated: a @MainActor witness
// would not satisfy it ("conformance … crosses into main actor-isolated code"), so it is reported.
@propertyWrapper
struct ObservedLabel: DynamicProperty {
    var label: UILabel?
    var wrappedValue: String { "" }

    mutating func update() {
        label?.text = "updated"
    }
}
