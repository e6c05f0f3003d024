import Foundation

// A YAML resolver's rule holds a compiled pattern. NSRegularExpression is Sendable (Foundation on
// Linux and the Apple SDKs since 2024), so the public struct may conform and its statics stay lets.
public struct Rule {
    public let tag: String
    fileprivate let regexp: NSRegularExpression
    public var pattern: String { regexp.pattern }

    public init(_ tag: String, _ pattern: String) throws {
        self.tag = tag
        self.regexp = try NSRegularExpression(pattern: pattern, options: [])
    }
}

extension Rule {
    public static let bool: Rule = try! Rule("bool", "^(?:true|false)$")
}

// A pattern held by a static constant (Yams' timestamp constructor): nothing to do or report.
extension Date {
    private static let yearPattern: NSRegularExpression = try! NSRegularExpression(pattern: "^[0-9]{4}$", options: [])

    static func isYear(_ text: String) -> Bool {
        yearPattern.firstMatch(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) != nil
    }
}
