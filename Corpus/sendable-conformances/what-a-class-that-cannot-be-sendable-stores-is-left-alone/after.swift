// Must not: `Trap` is an Error, so Sendable, and stores `Backtrace` → `Symbol` → `Function` →
// `Store`, a final class with a public `var` clients may assign, which can never be checked
// Sendable. Conforming what `Store` stores (its engine, the engine's configuration, the limiter
// protocol) would change no diagnostic ("stored property 'backtrace' of 'Sendable'-conforming
// struct 'Trap' contains non-Sendable type 'Backtrace'" stays), and `ResourceLimiter: Sendable`
// would break every client's conforming type. Found by a helper on WasmKit, where this path made
// ten needless conformances.
public struct EngineConfiguration {
    public var stackSize: Int
    public init(stackSize: Int = 1 << 20) { self.stackSize = stackSize }
}

public protocol ResourceLimiter {
    func limitMemoryGrowth(to desired: Int) throws -> Bool
}

struct DefaultResourceLimiter: ResourceLimiter {
    func limitMemoryGrowth(to desired: Int) throws -> Bool { true }
}

public final class Engine {
    public let configuration: EngineConfiguration
    public init(configuration: EngineConfiguration = EngineConfiguration()) { self.configuration = configuration }
}

public final class Store {
    public var resourceLimiter: ResourceLimiter = DefaultResourceLimiter()
    let engine: Engine
    public init(engine: Engine) { self.engine = engine }
}

public struct Function {
    let store: Store
}

struct Backtrace {
    struct Symbol {
        let function: Function
        let name: String?
    }
    let symbols: [Symbol?]
}

public struct Trap: Error {
    let message: String
    let backtrace: Backtrace?
}
