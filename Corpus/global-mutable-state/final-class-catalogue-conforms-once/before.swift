import Foundation

// A generated icon catalogue (found in a large open-source app, with 7,447 such constants):
// a final class of `let`s of Sendable types can conform to Sendable, checked, once.
public final class MaterialDesignIcons {
    public let name: String
    public let codepoint: String

    public init(named name: String, codepoint: String) {
        self.name = name
        self.codepoint = codepoint
    }

    public static let accountIcon = MaterialDesignIcons(named: "account", codepoint: "F0004")
    public static let alarmIcon = MaterialDesignIcons(named: "alarm", codepoint: "F0020")
    public static let bellIcon = MaterialDesignIcons(named: "bell", codepoint: "F009A")
}

// Must not: a final class with a mutable stored property is not Sendable; its constant is opted out.
final class Counter {
    var value = 0
    func increment() { value += 1 }
}

enum Counters {
    static let shared = Counter()
}

// Must not: a class that is subclassed (here with mutable state) cannot become final.
class Palette {
    let name: String
    init(name: String) { self.name = name }
    static let standard = Palette(name: "standard")
}

final class EditablePalette: Palette {
    var edits = 0
}

func describe() -> String { MaterialDesignIcons.bellIcon.name + "\(Counters.shared.value)" + Palette.standard.name }
