/// The on-disk format of SDK knowledge: facts about a framework's isolation that rules rely on
/// and that no single source file shows. Shipped files live in `Resources/SDK/*.json`; users add
/// their own for in-house frameworks (`--sdk-knowledge FILE`, or `sdkKnowledge` in the config).
/// `actorfix sdk import X.swiftinterface` writes one from a module interface.
///
/// Every fact may be limited to SDK generations with `since` / `until` (inclusive): "15", "16", "26"
/// for the Xcode 15 (2023), 16 (2024) and 26 (2025) SDKs.
public struct SDKKnowledgeFile: Codable, Sendable, Equatable {
    /// Always 1 for this format.
    public var format: Int
    /// The module the facts are about: "SwiftUI", "UIKit", "_Concurrency", …
    public var module: String
    public var description: String?
    public var types: [TypeFact]
    public var propertyWrappers: [PropertyWrapperFact]
    public var sendableClosureParameters: [ClosureParameterFact]
    public var offMainRequirements: [OffMainRequirementFact]
    /// Global variables and functions with an isolation of their own (`NSApp`).
    public var globals: [GlobalFact]

    public init(format: Int = 1, module: String, description: String? = nil, types: [TypeFact] = [],
                propertyWrappers: [PropertyWrapperFact] = [], sendableClosureParameters: [ClosureParameterFact] = [],
                offMainRequirements: [OffMainRequirementFact] = [], globals: [GlobalFact] = []) {
        self.format = format
        self.module = module
        self.description = description
        self.types = types
        self.propertyWrappers = propertyWrappers
        self.sendableClosureParameters = sendableClosureParameters
        self.offMainRequirements = offMainRequirements
        self.globals = globals
    }

    enum CodingKeys: String, CodingKey {
        case format, module, description, types, propertyWrappers, sendableClosureParameters, offMainRequirements, globals
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(Int.self, forKey: .format)
        module = try c.decode(String.self, forKey: .module)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        types = try c.decodeIfPresent([TypeFact].self, forKey: .types) ?? []
        propertyWrappers = try c.decodeIfPresent([PropertyWrapperFact].self, forKey: .propertyWrappers) ?? []
        sendableClosureParameters = try c.decodeIfPresent([ClosureParameterFact].self, forKey: .sendableClosureParameters) ?? []
        offMainRequirements = try c.decodeIfPresent([OffMainRequirementFact].self, forKey: .offMainRequirements) ?? []
        globals = try c.decodeIfPresent([GlobalFact].self, forKey: .globals) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(format, forKey: .format)
        try c.encode(module, forKey: .module)
        try c.encodeIfPresent(description, forKey: .description)
        try c.encode(types, forKey: .types)
        try c.encode(propertyWrappers, forKey: .propertyWrappers)
        try c.encode(sendableClosureParameters, forKey: .sendableClosureParameters)
        try c.encode(offMainRequirements, forKey: .offMainRequirements)
        if !globals.isEmpty { try c.encode(globals, forKey: .globals) }
    }
}

/// A global variable or function of an SDK module with an isolation of its own: AppKit's `NSApp`
/// is `@MainActor`, so reading it needs the main actor.
public struct GlobalFact: Codable, Sendable, Equatable, GenerationLimited {
    public var name: String
    public var isolation: String?
    public var since: SDKGeneration?
    public var until: SDKGeneration?
    public var note: String?

    public init(name: String, isolation: String?, since: SDKGeneration? = nil, until: SDKGeneration? = nil, note: String? = nil) {
        self.name = name
        self.isolation = isolation
        self.since = since
        self.until = until
        self.note = note
    }
}

/// A limit on the SDK generations a fact holds for.
public protocol GenerationLimited {
    var since: SDKGeneration? { get }
    var until: SDKGeneration? { get }
}

extension GenerationLimited {
    public func holds(in generation: SDKGeneration) -> Bool {
        if let since, generation < since { return false }
        if let until, until < generation { return false }
        return true
    }
}

/// A type or protocol of the SDK.
public struct TypeFact: Codable, Sendable, Equatable, GenerationLimited {
    public var name: String
    /// class, struct, enum, protocol, actor
    public var kind: String
    /// The global actor the type (and so its members) is isolated to: "MainActor", or absent.
    public var isolation: String?
    /// The isolation is `@preconcurrency` (violations are warnings in some contexts).
    public var preconcurrency: Bool?
    /// Members isolated on their own in a type that is not: `{"body": "MainActor"}`.
    public var memberIsolation: [String: String]?
    /// The type is `Sendable` (value types that can be copied into `@Sendable` closures, …).
    public var sendable: Bool?
    /// Its Sendability differs between SDK generations and platforms (Foundation's formatters:
    /// Sendable in swift-corelibs-foundation, not recorded for Apple's SDKs): neither assumed. A
    /// class without `sendable` is otherwise taken as not Sendable.
    public var sendableVaries: Bool?
    /// A protocol imported from Objective-C (delegates, data sources): `@preconcurrency P` is a fix.
    public var objcProtocol: Bool?
    /// For a struct: the methods that are `mutating` (an empty list: none is). A method of a
    /// struct the SDK knowledge does not describe so may mutate, and then a `var` holding one
    /// cannot become a `let` (`logger.debug(…)` on os's `Logger` mutates nothing).
    public var mutatingMembers: [String]?
    /// Superclass, for classes (isolation is inherited from it).
    public var superclass: String?
    /// Requirement base names of a protocol (`tableView`, `numberOfPreviewItems`): a witness of a
    /// nonisolated requirement cannot become main-actor.
    public var requirements: [String]?
    /// Where the SDK calls a delegate or data-source protocol's requirements, when it documents it:
    /// "main" (the main thread: the caller is a main-actor object, or the documentation says so),
    /// "startingThread" (the thread that started the service, `CLLocationManagerDelegate`),
    /// "delegateQueue" (a queue the client chose, `URLSessionDelegate`), "unspecified" (any thread).
    public var callbackThread: String?
    public var since: SDKGeneration?
    public var until: SDKGeneration?
    public var note: String?

    public init(name: String, kind: String, isolation: String? = nil, preconcurrency: Bool? = nil,
                memberIsolation: [String: String]? = nil, sendable: Bool? = nil, objcProtocol: Bool? = nil,
                superclass: String? = nil, requirements: [String]? = nil, callbackThread: String? = nil,
                since: SDKGeneration? = nil, until: SDKGeneration? = nil, note: String? = nil) {
        self.name = name
        self.requirements = requirements
        self.callbackThread = callbackThread
        self.kind = kind
        self.isolation = isolation
        self.preconcurrency = preconcurrency
        self.memberIsolation = memberIsolation
        self.sendable = sendable
        self.objcProtocol = objcProtocol
        self.superclass = superclass
        self.since = since
        self.until = until
        self.note = note
    }
}

/// A property wrapper whose `wrappedValue` is isolated (SE-0401: in Swift 5 mode a type using
/// it was inferred to have that isolation).
public struct PropertyWrapperFact: Codable, Sendable, Equatable, GenerationLimited {
    public var name: String
    public var wrappedValueIsolation: String?
    public var since: SDKGeneration?
    public var until: SDKGeneration?
    public var note: String?

    public init(name: String, wrappedValueIsolation: String?, since: SDKGeneration? = nil, until: SDKGeneration? = nil, note: String? = nil) {
        self.name = name
        self.wrappedValueIsolation = wrappedValueIsolation
        self.since = since
        self.until = until
        self.note = note
    }
}

/// A closure parameter the SDK declares `@Sendable`: closures passed there may run on another
/// thread and cannot read main-actor state directly.
public struct ClosureParameterFact: Codable, Sendable, Equatable, GenerationLimited {
    /// Base name of the function, method or initializer ("init").
    public var function: String
    /// All argument labels of the declaration, `_` for unlabelled: `["for", "of", "action"]`.
    public var labels: [String]
    /// The label of the `@Sendable` closure parameter (`_` if unlabelled).
    public var parameter: String
    /// The type or protocol the function belongs to (`View`, `Task`, `TaskGroup`); absent for
    /// global functions.
    public var receiver: String?
    public var isStatic: Bool?
    /// The declaration's parameters as a call binds to them, for a project function: a call its
    /// arguments do not fit (`CallArguments.bind`) is not a call of it. SDK facts match by labels.
    public var callParameters: [CallParameter]?
    /// The file of the run that declares a `private` or `fileprivate` project function: calls
    /// in other files cannot reach it.
    public var onlyInFile: Int?
    /// A project enum case with a `@Sendable` associated value (`case run(operation: @Sendable
    /// …)`), called like a static function of its enum.
    public var enumCase: Bool?
    public var isEnumCase: Bool { enumCase == true }
    /// `@_inheritActorContext`: the closure runs on the caller's actor (e.g. `Task {}`, `.task {}`).
    public var inheritsActorContext: Bool?
    /// The global actor the closure is isolated to (`@MainActor @Sendable () -> Void`): it runs
    /// there, not off any actor.
    public var globalActor: String?
    /// A condition on the call for the fact to apply: "nonMainReceiver" (`DispatchQueue.async` on
    /// any queue but `.main`).
    public var condition: String?
    /// The parameter is `sending` (SE-0430: `Task.detached`, `TaskGroup.addTask` in the Swift 6
    /// standard library), not `@Sendable`: what the closure captures is checked by region, and
    /// the local functions it calls need not be `@Sendable`.
    public var sending: Bool?
    /// Where the SDK calls the closure, when it is the calling thread: "startingThread" (a timer
    /// fires on the run loop of the thread that scheduled it). Such a closure runs where its
    /// caller runs, so the isolation inference takes its code as the caller's;
    /// `main-actor-callbacks` hops it when that is the main actor.
    public var callbackThread: String?
    /// The SDK calls the closure on the thread that made the call.
    public var runsOnCallingThread: Bool { callbackThread == "startingThread" }
    public var since: SDKGeneration?
    public var until: SDKGeneration?
    public var note: String?

    public init(function: String, labels: [String], parameter: String, receiver: String? = nil, isStatic: Bool? = nil,
                inheritsActorContext: Bool? = nil, condition: String? = nil, since: SDKGeneration? = nil,
                until: SDKGeneration? = nil, note: String? = nil) {
        self.function = function
        self.labels = labels
        self.parameter = parameter
        self.receiver = receiver
        self.isStatic = isStatic
        self.inheritsActorContext = inheritsActorContext
        self.condition = condition
        self.since = since
        self.until = until
        self.note = note
    }
}

/// Protocol requirements the SDK may call off the main thread (`Shape.path(in:)`, `Layout`).
public struct OffMainRequirementFact: Codable, Sendable, Equatable, GenerationLimited {
    public var `protocol`: String
    /// Requirement names with labels: `path(in:)`, `sizeThatFits(proposal:subviews:cache:)`, `animatableData`.
    public var requirements: [String]
    public var since: SDKGeneration?
    public var until: SDKGeneration?
    public var note: String?

    public init(protocol: String, requirements: [String], since: SDKGeneration? = nil, until: SDKGeneration? = nil, note: String? = nil) {
        self.protocol = `protocol`
        self.requirements = requirements
        self.since = since
        self.until = until
        self.note = note
    }
}
