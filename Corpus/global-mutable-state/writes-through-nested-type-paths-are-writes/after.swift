// Found on MarkEdit (NSSpellChecker+Extension.swift, AppPreferences.swift): a static of a type
// nested in another is written through its full path (`Outer.Inner.flag = x`). The write was not
// seen, so the `var` became a `let` marked safe: "cannot assign to property: 'enabled' is a 'let'
// constant".
enum Completion {
    enum Inline {
        nonisolated(unsafe) static var enabled = false
    }
}

enum Preferences {
    static func setInlinePredictions(_ on: Bool) {
        Completion.Inline.enabled = on
    }
}

func inlinePredictionsEnabled() -> Bool { Completion.Inline.enabled }

// Must still become a `let`: read through the path, never written.
enum Limits {
    enum Network {
        static let retries = 3
    }
}

func retries() -> Int { Limits.Network.retries }
