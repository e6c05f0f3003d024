/// What a group of files is compiled with, as far as isolation is concerned.
public struct SwiftSettings: Sendable, Hashable, Codable {
    /// Swift language mode: 5 or 6.
    public var languageMode: Int
    /// SE-0466: `defaultIsolation(MainActor.self)` / `-default-isolation MainActor`.
    public var defaultIsolation: DefaultIsolation
    /// Upcoming and experimental features by name: `NonisolatedNonsendingByDefault`,
    /// `InferIsolatedConformances`, `StrictConcurrency`, …
    public var features: Set<String>
    /// `SWIFT_STRICT_CONCURRENCY` / `-strict-concurrency=`: minimal, targeted or complete.
    public var strictConcurrency: String?
    /// Which Apple SDK generation to assume (decides, e.g., whether `View` is `@MainActor`).
    public var sdk: SDKGeneration
    /// `// swift-tools-version:` of the package's manifest (`5.5`), when a manifest says: the
    /// oldest compiler the project supports.
    public var toolsVersion: String?

    public init(languageMode: Int = 5, defaultIsolation: DefaultIsolation = .nonisolated, features: Set<String> = [],
                strictConcurrency: String? = nil, sdk: SDKGeneration = .xcode26) {
        self.languageMode = languageMode
        self.defaultIsolation = defaultIsolation
        self.features = features
        self.strictConcurrency = strictConcurrency
        self.sdk = sdk
    }

    /// The declared tools version when it is older than `major.minor` (for changes that need a
    /// newer compiler, like `nonisolated(unsafe)`, Swift 5.10); nil when newer or unknown.
    public func toolsVersionBelow(major: Int, minor: Int) -> String? {
        guard let toolsVersion else { return nil }
        let parts = toolsVersion.split(separator: ".").map { Int($0) ?? 0 }
        let declared = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
        return declared < (major, minor) ? toolsVersion : nil
    }

    /// Swift 6 mode turns on every upcoming feature of Swift 6; these are the isolation ones.
    public func hasFeature(_ name: String) -> Bool {
        if features.contains(name) { return true }
        if languageMode >= 6 {
            switch name {
            case "GlobalConcurrency", "DisableOutwardActorInference", "IsolatedDefaultValues", "InferSendableFromCaptures",
                 "RegionBasedIsolation", "GlobalActorIsolatedTypesUsability", "StrictConcurrency":
                return true
            default: break
            }
        }
        return false
    }

    /// SE-0401: Swift 5 mode infers `@MainActor` on a type from a property wrapper whose
    /// `wrappedValue` is main-actor isolated; Swift 6 (or the upcoming feature) does not.
    public var infersIsolationFromPropertyWrappers: Bool { !hasFeature("DisableOutwardActorInference") }

    /// What of the settings a type's isolation depends on (`ProjectIndex.isolation(ofType:settings:)`):
    /// the SDK generation, the default isolation and whether property wrappers infer isolation.
    /// Targets that agree on these share one verdict per type, whatever else differs (features,
    /// tools version, strict-concurrency level): a project has many targets and few such keys.
    public var typeIsolationKey: TypeIsolationKey {
        // The language mode first: asked for every type isolation, a feature look-up hashes a name.
        TypeIsolationKey(sdk: sdk, defaultIsolation: defaultIsolation,
                         infersFromPropertyWrappers: languageMode < 6 && (features.isEmpty || infersIsolationFromPropertyWrappers))
    }

    /// SE-0461: nonisolated async functions run on the caller's actor.
    public var nonisolatedNonsendingByDefault: Bool { hasFeature("NonisolatedNonsendingByDefault") }

    /// SE-0470: a global-actor type's conformances are inferred isolated (`@MainActor P`). On with
    /// the feature, and implied by `-default-isolation MainActor` (swiftc 6.3.1 reports no
    /// "crosses into main actor-isolated code" error there, with or without the feature).
    public var infersIsolatedConformances: Bool { hasFeature("InferIsolatedConformances") || defaultIsolation == .mainActor }
}

/// See `SwiftSettings.typeIsolationKey`.
public struct TypeIsolationKey: Hashable, Sendable {
    public let sdk: SDKGeneration
    public let defaultIsolation: DefaultIsolation
    public let infersFromPropertyWrappers: Bool

    /// Settings that say only this (the rest at their defaults): what a type's isolation is
    /// computed under, so a verdict cannot depend on a setting the key leaves out.
    public var settings: SwiftSettings {
        SwiftSettings(languageMode: infersFromPropertyWrappers ? 5 : 6, defaultIsolation: defaultIsolation, sdk: sdk)
    }
}

public enum DefaultIsolation: String, Sendable, Codable, CaseIterable, Hashable {
    case nonisolated
    case mainActor = "MainActor"
}

/// Apple SDK generations that changed isolation annotations.
public enum SDKGeneration: String, Sendable, Codable, CaseIterable, Comparable {
    /// Xcode 15 (2023 SDKs): only `View.body` is `@MainActor`.
    case xcode15 = "15"
    /// Xcode 16 (2024 SDKs): `View`, `App`, `Scene` … are `@MainActor @preconcurrency`.
    case xcode16 = "16"
    /// Xcode 26 (2025 SDKs): Swift 6.2, approachable concurrency, isolated conformances.
    case xcode26 = "26"

    private var order: Int { self == .xcode15 ? 0 : self == .xcode16 ? 1 : 2 }
    public static func < (a: SDKGeneration, b: SDKGeneration) -> Bool { a.order < b.order }
}

/// A setting's value together with where it was read, for `actorfix settings`.
public struct SettingSource: Sendable, Equatable, Codable {
    public var setting: String   // e.g. "languageMode"
    public var value: String     // e.g. "6"
    public var origin: String    // e.g. "Package.swift:12 target 'App' swiftLanguageModes: [.v6]"
    public init(setting: String, value: String, origin: String) {
        self.setting = setting
        self.value = value
        self.origin = origin
    }
}

/// Files compiled with the same settings: a SwiftPM target or an Xcode target.
public struct SettingsGroup: Sendable, Equatable, Codable {
    public var name: String
    /// Folders (recursively) and files that belong to the group, absolute or relative to the project root.
    public var paths: [String]
    public var settings: SwiftSettings
    public var sources: [SettingSource]
    /// For a target of an app's Xcode project (one with an application or extension target,
    /// published neither as a package nor as a pod): the project's other targets with Swift
    /// sources, which are every client that can import it. Nil when clients may be elsewhere
    /// (a package's target, a library's framework, a target of unknown kind).
    public var clientsInProject: [String]? = nil
    /// Files and folders under `paths` that the group does not compile (a manifest target's
    /// `exclude`): a file there belongs to another group holding it, or to none.
    public var excludedPaths: [String] = []
    public init(name: String, paths: [String], settings: SwiftSettings, sources: [SettingSource]) {
        self.name = name
        self.paths = paths
        self.settings = settings
        self.sources = sources
    }
}
