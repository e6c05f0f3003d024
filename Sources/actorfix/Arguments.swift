import ActorfixEngine

/// A small hand-written command-line reader: flags with and without values, positional
/// arguments, and errors that name the bad flag and suggest the closest known one.
struct Arguments {
    struct UsageError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Flags the command knows: name (with dashes) → takes a value.
    let known: [String: Bool]
    private(set) var flags: [String: [String]] = [:]
    private(set) var positional: [String] = []

    init(_ args: [String], known: [String: Bool]) throws {
        self.known = known
        var i = 0
        var onlyPositional = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositional || arg == "-" || !arg.hasPrefix("-") {
                positional.append(arg)
                continue
            }
            if arg == "--" { onlyPositional = true; continue }
            var name = arg
            var value: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                value = String(arg[arg.index(after: eq)...])
            }
            guard let takesValue = known[name] else {
                throw UsageError(message: "unknown option '\(name)'" + Arguments.suggestion(for: name, among: Array(known.keys)))
            }
            if takesValue {
                if value == nil {
                    guard i < args.count else { throw UsageError(message: "option '\(name)' needs a value") }
                    value = args[i]
                    i += 1
                }
                flags[name, default: []].append(value!)
            } else {
                if value != nil { throw UsageError(message: "option '\(name)' takes no value") }
                flags[name, default: []].append("")
            }
        }
    }

    func has(_ name: String) -> Bool { flags[name] != nil }
    func value(_ name: String) -> String? { flags[name]?.last }
    func values(_ name: String) -> [String] { flags[name] ?? [] }

    static func suggestion(for name: String, among candidates: [String]) -> String {
        Suggestion.didYouMean(name, among: candidates)
    }
}
