struct ConfigError: Error {}

public final class ScalarType {
    public let name: String
    var serialize: (Any) throws -> String

    public init(name: String, serialize: @escaping (Any) throws -> String) throws {
        guard !name.isEmpty else { throw ConfigError() }
        self.name = name
        self.serialize = serialize
    }
    public static func make(_ name: String) throws -> ScalarType { try ScalarType(name: name) { "\($0)" } }
}

public nonisolated(unsafe) let IntType = try! ScalarType(name: "Int") { "\($0)" }
public nonisolated(unsafe) let FloatType = try! ScalarType.make("Float")
public nonisolated(unsafe) let MaybeType = try? ScalarType.make("Maybe")
public nonisolated(unsafe) let ParenType = (try! ScalarType.make("Paren"))

func describe() -> String {
    IntType.name + FloatType.name + (MaybeType?.name ?? "") + ParenType.name
}
