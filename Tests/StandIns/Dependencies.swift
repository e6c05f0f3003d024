// A stand-in for swift-dependencies 1.x (a package, not an SDK), reduced to the keys: a key's
// `Value` is the key itself unless it says otherwise, and must be Sendable (declared as in
// Sources/Dependencies/DependencyKey.swift; the real `testValue` default also reports an issue when
// a test reaches the live value).

public protocol TestDependencyKey<Value> {
    associatedtype Value: Sendable = Self
    static var previewValue: Value { get }
    static var testValue: Value { get }
}

public protocol DependencyKey<Value>: TestDependencyKey {
    static var liveValue: Value { get }
    associatedtype Value = Self
    static var previewValue: Value { get }
    static var testValue: Value { get }
}

extension DependencyKey {
    public static var previewValue: Value { Self.liveValue }
    public static var testValue: Value { Self.liveValue }
}

extension TestDependencyKey {
    public static var previewValue: Value { Self.testValue }
}
