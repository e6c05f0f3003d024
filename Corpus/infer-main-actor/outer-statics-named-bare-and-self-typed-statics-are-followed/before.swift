import Dispatch
import UIKit

// Found on MarkEdit (AppPreferences.swift, AppTheme.swift): a nested type calls its enclosing
// type's static bare, and a static typed `Self` is a receiver. Neither call was seen, so the
// callee became @MainActor marked safe and its callers failed ("call to main actor-isolated
// static method 'refresh()' in a synchronous nonisolated context").
@MainActor let window = UIWindow()

enum Preferences {
    static func refresh() { window.makeKeyAndVisible() }

    enum Editor {
        static func lineNumbersChanged() { refresh() }
    }
}

struct Theme {
    let dark: Bool

    static var current: Self { Theme(dark: false) }

    func apply() { window.isHidden = dark }
}

func themeChanged() { Theme.current.apply() }

// Must not become @MainActor: a nested type calls it off the main actor (reported).
enum Cache {
    static func purge() { window.isHidden = true }

    enum Worker {
        static func run() { DispatchQueue.global().async { purge() } }
    }
}

// Must not change: a name a `case` pattern binds is a local, not the outer type's static.
enum Feed {
    @MainActor static var error = UIView()

    enum Load {
        case failed(Int)

        var text: String {
            switch self {
            case .failed(let error): return "code \(error)"
            }
        }
    }
}

func describe(_ load: Feed.Load) -> String { load.text }
