// A type declared Sendable must store Sendable values, also those whose type only its initial
// value says (`var addresses = Addresses(list: [])`, no annotation): "stored property
// 'addresses' of 'Sendable'-conforming struct 'Config' has non-Sendable type 'Addresses'", an
// error in the Swift 6 mode. The boundary walk followed written types only and proposed nothing;
// the public types so stored now conform, as their own storage allows.
public struct Addresses: Sendable {
    public var list: [Int]
    public init(list: [Int]) { self.list = list }
}

public enum Mode: Sendable {
    case fast, careful(retries: Int)
}

public struct Config: Sendable {
    var addresses = Addresses(list: [])
    var mode = Mode.fast
    var name = "default"
    public init() {}
}

// Not Sendable: what it stores is left as it is, whatever its initial value.
public final class Cache {
    public var store = Store()
    public init() {}
}

public struct Store {
    public var items: [String: Int] = [:]
    public init() {}
}
