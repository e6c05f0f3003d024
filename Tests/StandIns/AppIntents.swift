// Module `AppIntents` (and Foundation's `LocalizedStringResource`, which swift-corelibs-foundation
// lacks), in the shape of Apple's current declarations: `protocol AppIntent :
// PersistentlyIdentifiable, _SupportsAppDependencies, Sendable`, `protocol WidgetConfigurationIntent
// : AppIntent`, `struct IntentDescription : Sendable`, `protocol EntityQuery : DynamicOptionsProvider,
// PersistentlyIdentifiable, Sendable`, `protocol AppValue : …, Sendable` refined by `AppEntity`.
// `LocalizedStringResource` is Sendable, as in the Xcode 26 SDKs (IceCubesApp's `static let title`).

public struct LocalizedStringResource: Sendable, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
    public init(_ description: LocalizedStringResource) {}
}

public protocol PersistentlyIdentifiable {
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { "" }
}

public protocol IntentResult: Sendable {}

public struct IntentResultValue: IntentResult {}

extension IntentResult where Self == IntentResultValue {
    public static func result() -> IntentResultValue { IntentResultValue() }
}

public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
}

public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent where PerformResult == IntentResultValue {
    public func perform() async throws -> IntentResultValue { .result() }
}

public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

public struct DisplayRepresentation: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

public protocol EntityQuery: PersistentlyIdentifiable, Sendable {
    init()
}

public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, Sendable {}

public protocol AppEntity: AppValue, Identifiable {
    associatedtype DefaultQuery: EntityQuery
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}
