// Constants whose types the value shows without an annotation (FlyingFox, hdrhistogram-swift,
// universal): a nested type made through its outer type, arithmetic on a typed operand and
// literals, an array of static constants and implicit members, a set made from it, and a
// static method named as a value (Sendable by SE-0418).
public struct Socket: Sendable, Hashable {
    public struct FileDescriptor: RawRepresentable, Sendable, Hashable {
        public var rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
    }
}

public struct HTTPMethod: Sendable, RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let GET = HTTPMethod(rawValue: "GET")
    public static let POST = HTTPMethod(rawValue: "POST")
}

public extension HTTPMethod {
    internal static let sortedMethods = [HTTPMethod.GET, .POST]
    static let allMethods = Set(HTTPMethod.sortedMethods)
}

private enum Parser {
    struct Context {
        var line: Int
        static func error(_ message: String) -> (Context) -> String {
            { context in "\(context.line): \(message)" }
        }
    }
}

private var error = Parser.Context.error
var invalid = Socket.FileDescriptor(rawValue: -1)

final class Fixtures {
    static let highestTrackableValue = UInt64(3_600) * 1_000 * 1_000
}

func describe(line: Int) -> String {
    error("bad")(Parser.Context(line: line)) + "\(invalid.rawValue) \(HTTPMethod.allMethods.count) \(Fixtures.highestTrackableValue)"
}
