import UIKit

// A witness in an extension of a UIKit class that uses nothing of the main actor becomes
// nonisolated: the protocol has a nonisolated conformer and a nonisolated user.
protocol ReuseIdentifying {
    static var reuseIdentifier: String { get }
}

extension UIView: ReuseIdentifying {
    static nonisolated var reuseIdentifier: String { String(describing: self) }
}

struct Registry: ReuseIdentifying {
    static var reuseIdentifier: String { "registry" }
}

func label(_ type: ReuseIdentifying.Type) -> String { type.reuseIdentifier }

// One that reads the class's state cannot: before Swift 6.2 it is reported.
protocol Badged {
    var badge: Int { get }
}

extension UIApplication: Badged {
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
