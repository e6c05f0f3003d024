import UIKit

// With Swift 6.2 (Xcode 26) the conformance of an extension of a UIKit class whose witness reads
// the class's state becomes isolated.
protocol Badged {
    var badge: Int { get }
}

extension UIApplication: @MainActor Badged {
    var badge: Int { applicationIconBadgeNumber }
}

// Must not change: a conformer that is not main-actor code, and a witness already nonisolated.
extension String: Badged {
    var badge: Int { count }
}

extension UIWindow: Badged {
    nonisolated var badge: Int { 0 }
}

func total(_ items: [Badged]) -> Int { items.reduce(0) { $0 + $1.badge } }
