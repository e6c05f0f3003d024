import Foundation
import ActorfixSyntax

/// Isolation inference following the language rules, for any settings: each answer comes with
/// the reason, so rules can explain themselves and compare the current and the target settings.
extension ProjectIndex {
    /// The isolation of a type of the run.
    public func isolation(ofType info: TypeInfo, settings: SwiftSettings) -> IsolationVerdict {
        isolation(ofType: info, key: settings.typeIsolationKey)
    }

    /// Verdicts are computed under the key's own settings (see `TypeIsolationKey`) and shared by
    /// every target with that key.
    private func isolation(ofType info: TypeInfo, key: TypeIsolationKey) -> IsolationVerdict {
        if let cached = verdictCache.get(info.declaration, key) { return cached }
        let settings = key.settings
        // A class's superclasses not decided yet are decided first, from the top: each then finds
        // its superclass's verdict cached, so a chain of thousands of classes is neither walked
        // once per class nor a recursion as deep as the chain (which overflowed a worker's stack).
        if info.kind == .class {
            var undecided: [TypeInfo] = []
            var seen: Set<DeclLocation> = [info.declaration]
            var current = info
            while let superclass = current.inheritedOnDeclaration.first,
                  let parent = lookupType(superclass, from: current.name, inFile: current.declaration.file), parent.kind == .class,
                  seen.insert(parent.declaration).inserted, verdictCache.get(parent.declaration, key) == nil {
                undecided.append(parent)
                current = parent
            }
            for ancestor in undecided.reversed() {
                var visited = Set<String>()
                verdictCache.set(ancestor.declaration, key, typeIsolation(ancestor, settings: settings, visited: &visited))
            }
        }
        var visited = Set<String>()
        let verdict = typeIsolation(info, settings: settings, visited: &visited)
        verdictCache.set(info.declaration, key, verdict)
        return verdict
    }

    /// The isolation of a type by name: a type of the run, or else an SDK type.
    public func isolation(ofTypeNamed name: String, from context: String? = nil, settings: SwiftSettings) -> IsolationVerdict? {
        if let info = lookupType(name, from: context) { return isolation(ofType: info, settings: settings) }
        if let fact = sdk.type(name, in: settings.sdk) {
            if let actor = fact.isolation {
                return IsolationVerdict(isolation: .globalActor(actor), reason: "\(fact.name) is @\(actor) in the Xcode \(settings.sdk.rawValue) SDK")
            }
            return IsolationVerdict(isolation: .nonisolated, reason: "\(fact.name) is not isolated in the Xcode \(settings.sdk.rawValue) SDK")
        }
        return nil
    }

    public func isMainActor(typeNamed name: String, from context: String? = nil, settings: SwiftSettings) -> Bool {
        isolation(ofTypeNamed: name, from: context, settings: settings)?.isolation.isMainActor == true
    }

    private func typeIsolation(_ info: TypeInfo, settings: SwiftSettings, visited: inout Set<String>) -> IsolationVerdict {
        guard visited.insert(info.name).inserted else {
            return IsolationVerdict(isolation: .nonisolated, reason: "inheritance cycle")
        }
        let node = self.node(info.declaration)
        if let explicit = explicitIsolation(of: node) {
            return IsolationVerdict(isolation: explicit, reason: "declared \(explicit) on \(info.name)")
        }
        if info.kind == .actor {
            return IsolationVerdict(isolation: .actorInstance, reason: "\(info.name) is an actor")
        }
        // A class inherits its superclass's isolation; a protocol constrained to a class
        // (`protocol Dismissing: UIViewController`) is isolated like that class, since only its
        // subclasses can conform.
        let superclasses = info.kind == .class ? Array(info.inheritedOnDeclaration.prefix(1)) : info.kind == .protocol ? info.inheritedOnDeclaration : []
        for superclass in superclasses {
            if let parent = lookupType(superclass, from: info.name, inFile: info.declaration.file), parent.kind == .class {
                // A superclass decided before answers at once: a chain of subclasses is walked
                // once, not once per class.
                let verdict = verdictCache.get(parent.declaration, settings.typeIsolationKey) ?? typeIsolation(parent, settings: settings, visited: &visited)
                if case .globalActor = verdict.isolation {
                    return IsolationVerdict(isolation: verdict.isolation, reason: "inherits from \(parent.name), which is \(verdict.isolation)")
                }
            } else if let fact = sdk.type(superclass, in: settings.sdk), fact.kind == "class", let actor = fact.isolation {
                return IsolationVerdict(isolation: .globalActor(actor),
                                        reason: "inherits from \(fact.name), which is @\(actor) in the SDK")
            }
        }
        // Conformance to an isolated protocol, declared on the type itself (not an extension).
        for inherited in info.inheritedOnDeclaration {
            if let verdict = protocolIsolation(inherited, context: info.name, settings: settings, visited: &visited),
               case .globalActor = verdict.isolation {
                return IsolationVerdict(isolation: verdict.isolation,
                                        reason: "conforms to \(inherited) on its declaration, and \(verdict.reason)")
            }
        }
        // Under default main-actor isolation a protocol of the type's own module is main-actor
        // unless it says otherwise, and so is a type conforming to one on its declaration, even
        // one that conforms to `Error` or is nested in a nonisolated type (swiftc 6.3.1).
        if settings.defaultIsolation == .mainActor, info.kind != .protocol,
           let local = info.inheritedOnDeclaration.first(where: { isDefaultMainActorProtocol($0, conformer: info) }) {
            return IsolationVerdict(isolation: .mainActor, reason: "conforms to \(local) on its declaration, a protocol of its module that default isolation makes main-actor (SE-0466)")
        }
        // SE-0401: Swift 5 mode infers isolation from property wrappers with isolated wrappedValue.
        if settings.infersIsolationFromPropertyWrappers && (info.kind == .struct || info.kind == .class || info.kind == .enum) {
            for member in info.members where member.kind == .variable && !member.isStatic && member.container == info.declaration {
                for wrapper in member.propertyWrappers {
                    if let actor = wrapperIsolation(wrapper, settings: settings) {
                        return IsolationVerdict(isolation: .globalActor(actor),
                                                reason: "Swift 5 mode infers @\(actor) from @\(wrapper) var \(member.name) (SE-0401 removes this in Swift 6)")
                    }
                }
            }
        }
        if settings.defaultIsolation == .mainActor {
            // SE-0466 as amended for Swift 6.2: a type whose declaration conforms to a protocol
            // refining SendableMetatype (`Error`, `CodingKey`) is not inferred to be main-actor.
            if let cutoff = info.inheritedOnDeclaration.first(where: { cutsOffDefaultIsolation($0, conformer: info) }) {
                return IsolationVerdict(isolation: .nonisolated, reason: "conforms to \(cutoff), which refines SendableMetatype, so default main-actor isolation does not apply (SE-0466)")
            }
            if let why = nonisolatedByNesting(info) { return IsolationVerdict(isolation: .nonisolated, reason: why) }
            return IsolationVerdict(isolation: .mainActor, reason: "default isolation is MainActor (SE-0466)")
        }
        return IsolationVerdict(isolation: .nonisolated, reason: "no isolation is declared or inferred")
    }

    /// How `Sendable` is written in an inheritance list: a marker protocol, never a superclass.
    static let sendableSpellings: Set<String> = ["Sendable", "@unchecked Sendable"]

    /// Standard protocols that refine `SendableMetatype` (Swift 6.2's standard library).
    static let sendableMetatypeProtocols: Set<String> = ["SendableMetatype", "Error", "LocalizedError", "CustomNSError", "RecoverableError", "CodingKey"]

    /// Whether a conformance written on a type's declaration keeps default main-actor isolation
    /// off it (SE-0466 as amended for Swift 6.2): a nonisolated protocol refining
    /// `SendableMetatype` (`Sendable` does): a standard one (`Error`, `CodingKey`), an SDK one
    /// (`URLSessionDownloadDelegate`), one of another module of the run (freerooms-mobile's test
    /// double of `Networking.HTTPClient: Sendable`), or one of its own module that says
    /// `nonisolated`. Not `Sendable` itself, nor a protocol of the type's module without an
    /// isolation of its own: default isolation makes that one main-actor, and its conformers with
    /// it (swiftc 6.3.1).
    func cutsOffDefaultIsolation(_ written: String, conformer: TypeInfo) -> Bool {
        let name = ProjectIndex.stripGenerics(written)
        if ProjectIndex.sendableMetatypeProtocols.contains(name.lastDottedComponent) { return true }
        // Not a type of the run: an SDK protocol refining Sendable (not `Sendable` itself).
        guard let proto = lookupType(name, from: conformer.name, inFile: conformer.declaration.file) else { return sdkProtocolRefinesSendable(name) }
        guard proto.kind == .protocol else { return false }
        if units[proto.declaration.file].module == units[conformer.declaration.file].module, explicitIsolation(of: node(proto.declaration)) != .nonisolated { return false }
        return refinesSendable(written, context: conformer.name, file: conformer.declaration.file)
    }

    /// A protocol of the conformer's module without an isolation of its own: main-actor under
    /// default main-actor isolation.
    private func isDefaultMainActorProtocol(_ written: String, conformer: TypeInfo) -> Bool {
        guard let proto = lookupType(written, from: conformer.name, inFile: conformer.declaration.file), proto.kind == .protocol,
              units[proto.declaration.file].module == units[conformer.declaration.file].module else { return false }
        return explicitIsolation(of: node(proto.declaration)) == nil
    }

    /// Whether the SDK knowledge says a protocol refines `Sendable` (URLSession's delegates), read
    /// from the current SDKs: the question matters under Swift 6.2's isolation rules.
    private func sdkProtocolRefinesSendable(_ name: String) -> Bool {
        guard let fact = sdk.type(name, in: .xcode26), fact.kind == "protocol" else { return false }
        return fact.sendable == true
    }

    /// Whether a protocol refines `Sendable` or `SendableMetatype` (at any depth): it cannot have
    /// an isolated conformance, "cannot form main actor-isolated conformance" (SE-0470).
    public func refinesSendable(_ written: String, context: String?, file: Int?) -> Bool {
        refines(written, oneOf: ProjectIndex.sendableProtocols, context: context, file: file, depthLimit: 16)
    }

    private static let sendableProtocols = sendableMetatypeProtocols.union(["Sendable"])

    /// Whether a protocol is one of `names` (by simple name) or one of the run that inherits from
    /// one, through at most `depthLimit` protocols of the run.
    private func refines(_ written: String, oneOf names: Set<String>, context: String?, file: Int?, depthLimit: Int, depth: Int = 0) -> Bool {
        let name = ProjectIndex.stripGenerics(written)
        if names.contains(name.lastDottedComponent) { return true }
        guard depth < depthLimit, let proto = lookupType(name, from: context, inFile: file), proto.kind == .protocol else {
            return names.contains("Sendable") && sdkProtocolRefinesSendable(name)
        }
        return proto.inheritedOnDeclaration.contains {
            refines($0, oneOf: names, context: proto.name, file: proto.declaration.file, depthLimit: depthLimit, depth: depth + 1)
        }
    }

    /// The run's protocol a conformance names, when that conformance may be isolated to a global
    /// actor (`T: @MainActor P`, SE-0470): a Swift protocol (an `@objc` one is called by the SDK
    /// from any thread, where an isolated conformance would trap) refining neither `Sendable` nor
    /// `SendableMetatype`. Nil otherwise.
    public func isolatableProtocol(_ written: String, context: String?, file: Int?) -> TypeInfo? {
        guard let proto = lookupType(written, from: context, inFile: file), proto.kind == .protocol, !proto.attributes.contains("objc"),
              !refinesSendable(written, context: context, file: file) else { return nil }
        return proto
    }

    /// The isolation a protocol imposes on conforming types, if any.
    private func protocolIsolation(_ name: String, context: String?, settings: SwiftSettings, visited: inout Set<String>) -> IsolationVerdict? {
        // Refinement deeper than any real protocol hierarchy is not followed: each level is a
        // frame of this recursion.
        guard visited.count < 200 else { return nil }
        if let proto = lookupType(name, from: context), proto.kind == .protocol {
            // Once per protocol and key: every type conforming to `RandomAccessCollection` walked
            // its refinements again. A protocol skipped below as visited already returned nil (a
            // hierarchy without cycles meets no protocol still being decided), so the verdict
            // does not depend on where the walk started.
            let key = settings.typeIsolationKey
            if let known = protocolVerdicts.get(proto.declaration, key) { return known }
            let verdict = protocolIsolation(of: proto, settings: settings, visited: &visited)
            protocolVerdicts.set(proto.declaration, key, verdict)
            return verdict
        }
        if let fact = sdk.type(name, in: settings.sdk), fact.kind == "protocol", let actor = fact.isolation {
            return IsolationVerdict(isolation: .globalActor(actor), reason: "\(fact.name) is @\(actor) in the Xcode \(settings.sdk.rawValue) SDK")
        }
        return nil
    }

    /// `protocolIsolation(_:context:settings:visited:)` of a protocol of the run.
    private func protocolIsolation(of proto: TypeInfo, settings: SwiftSettings, visited: inout Set<String>) -> IsolationVerdict? {
        let node = self.node(proto.declaration)
        if let explicit = explicitIsolation(of: node) {
            return IsolationVerdict(isolation: explicit, reason: "\(proto.name) is \(explicit)")
        }
        // A protocol refining an isolated protocol is isolated too.
        for parent in proto.inheritedOnDeclaration where visited.insert("protocol " + parent).inserted {
            if let verdict = protocolIsolation(parent, context: proto.name, settings: settings, visited: &visited) {
                return IsolationVerdict(isolation: verdict.isolation, reason: "\(proto.name) refines \(parent): \(verdict.reason)")
            }
        }
        return nil
    }

    /// The isolation of a property wrapper's `wrappedValue`: SDK facts, or a wrapper of the run.
    public func wrapperIsolation(_ wrapper: String, settings: SwiftSettings) -> String? {
        if let info = lookupType(wrapper), info.attributes.contains("propertyWrapper") {
            for member in info.members(named: "wrappedValue") {
                if case .globalActor(let actor) = member.explicitIsolation { return actor }
            }
            if case .globalActor(let actor) = isolation(ofType: info, settings: settings).isolation { return actor }
            return nil
        }
        return sdk.propertyWrapper(wrapper, in: settings.sdk)?.wrappedValueIsolation
    }

    /// The isolation of a member of a type.
    public func isolation(ofMember member: MemberInfo, in info: TypeInfo, settings: SwiftSettings) -> IsolationVerdict {
        isolation(ofMember: member, in: info, settings: settings, overrideDepth: 0)
    }

    /// - Parameter overrideDepth: how many overridden members up the superclass chain this asks
    ///   about (a cycle of classes, in code that does not compile, must not recurse forever).
    private func isolation(ofMember member: MemberInfo, in info: TypeInfo, settings: SwiftSettings, overrideDepth: Int) -> IsolationVerdict {
        if let explicit = member.explicitIsolation {
            return IsolationVerdict(isolation: explicit, reason: "declared \(explicit) on \(member.name)")
        }
        switch member.kind {
        case .enumCase, .`typealias`, .`associatedtype`, .nestedType:
            return IsolationVerdict(isolation: .nonisolated, reason: "\(member.kind.rawValue)s are not isolated")
        case .deinitializer:
            // `isolated deinit` (SE-0371) runs with its class's isolation.
            guard node(member.location).hasModifier("isolated") else {
                return IsolationVerdict(isolation: .nonisolated, reason: "deinit is nonisolated unless declared isolated")
            }
            let verdict = isolation(ofType: info, settings: settings)
            return IsolationVerdict(isolation: verdict.isolation, reason: "an isolated deinit runs with its class: \(verdict.reason)")
        default:
            break
        }
        // Members of an extension take the extension's global actor, or the isolation of a
        // protocol the extension conforms to.
        if member.container != info.declaration {
            let ext = node(member.container)
            if let explicit = explicitIsolation(of: ext) {
                return IsolationVerdict(isolation: explicit, reason: "declared \(explicit) on the extension of \(info.name)")
            }
            var visited = Set<String>()
            for inherited in conformedTypeNames(ofExtension: member.container) {
                if let verdict = protocolIsolation(inherited, context: info.name, settings: settings, visited: &visited) {
                    return IsolationVerdict(isolation: verdict.isolation, reason: "declared in an extension conforming to \(inherited): \(verdict.reason)")
                }
            }
        }
        // A witness of an isolated requirement (`View.body` before the 2024 SDKs).
        for inherited in info.inheritedOnDeclaration {
            if let fact = sdk.type(inherited, in: settings.sdk), fact.kind == "protocol", let actor = fact.memberIsolation?[member.name] {
                return IsolationVerdict(isolation: .globalActor(actor),
                                        reason: "witness of \(fact.name).\(member.name), which is @\(actor) in the Xcode \(settings.sdk.rawValue) SDK")
            }
        }
        let typeVerdict = isolation(ofType: info, settings: settings)
        switch typeVerdict.isolation {
        case .actorInstance:
            if member.isStatic { return IsolationVerdict(isolation: .nonisolated, reason: "static members of an actor are not isolated") }
            return IsolationVerdict(isolation: .actorInstance, reason: "member of actor \(info.name)")
        case .globalActor:
            return IsolationVerdict(isolation: typeVerdict.isolation, reason: "member of \(info.name), which \(typeVerdict.reason)")
        case .nonisolated, .nonisolatedUnsafe:
            // SE-0466: default isolation applies to an extension as to any declaration without an
            // isolation of its own, so `nonisolated` written on the type does not reach its
            // extensions (swiftc 6.3.1); a type that default isolation itself leaves nonisolated
            // (it conforms to `Error`) leaves its extensions nonisolated too.
            if member.container != info.declaration, extensionsTakeDefaultIsolation(of: info, settings: settings) {
                return IsolationVerdict(isolation: .mainActor, reason: "declared in an extension of \(info.name), and default isolation is MainActor: `nonisolated` on the type does not reach its extensions (SE-0466)")
            }
            if let inherited = overriddenIsolation(of: member, in: info, settings: settings, depth: overrideDepth) { return inherited }
            return IsolationVerdict(isolation: .nonisolated, reason: "member of \(info.name), which is not isolated (\(typeVerdict.reason))")
        }
    }

    /// The isolation an `override` takes from the member it overrides in a superclass of the run,
    /// when that one is isolated (mastodon-ios' transitions override `animateTransition(using:)`,
    /// which their base class declares in an extension conforming to the `@MainActor`
    /// `UIViewControllerAnimatedTransitioning`); nil otherwise.
    private func overriddenIsolation(of member: MemberInfo, in info: TypeInfo, settings: SwiftSettings, depth: Int) -> IsolationVerdict? {
        guard depth < 16, info.kind == .class, member.kind == .function || member.kind == .variable || member.kind == .subscript,
              let superclass = info.inheritedOnDeclaration.first,
              let parent = lookupType(superclass, from: info.name, inFile: info.declaration.file), parent.kind == .class,
              node(member.location).hasModifier("override"),
              let overridden = parent.members(named: member.name).first(where: { $0.kind == member.kind && $0.isStatic == member.isStatic }) else { return nil }
        let verdict = isolation(ofMember: overridden, in: parent, settings: settings, overrideDepth: depth + 1)
        guard case .globalActor = verdict.isolation else { return nil }
        return IsolationVerdict(isolation: verdict.isolation, reason: "it overrides \(parent.name).\(member.name): \(verdict.reason)")
    }

    /// Whether the extensions of a type `nonisolated` by its declaration are main-actor: default
    /// isolation (SE-0466) applies to an extension as to any declaration without an isolation of
    /// its own (swiftc 6.3.1), unless the type conforms to a protocol refining SendableMetatype
    /// (`Error`, `CodingKey`), which keeps the default off the type and its extensions.
    public func extensionsTakeDefaultIsolation(of info: TypeInfo, settings: SwiftSettings) -> Bool {
        guard settings.defaultIsolation == .mainActor,
              !info.inheritedOnDeclaration.contains(where: { cutsOffDefaultIsolation($0, conformer: info) }) else { return false }
        switch explicitIsolation(of: node(info.declaration)) {
        case .nonisolated?: return true
        case nil: return nonisolatedByNesting(info) != nil
        default: return false
        }
    }

    /// Why a type without an isolation of its own is nonisolated under default main-actor
    /// isolation by where it is declared, or nil: nested right in a `nonisolated` type or
    /// extension, or in a type that conforms to a protocol refining SendableMetatype. One nested
    /// deeper takes the default again, and so do the extensions of such a type (swiftc 6.3.1:
    /// in `nonisolated struct Outer { struct Mid { struct Deep {} } }` `Mid` is nonisolated and
    /// `Deep` main-actor, and so is a member of `extension Outer.Mid`).
    /// Anywhere inside an actor (its declaration or an extension of it, at any depth) the default
    /// does not apply either (swiftc 6.3.1: `actor Q { enum P { enum D {} } }` and `extension Q {
    /// enum E {} }` compare their values in nonisolated code; swift-nio's and Vapor's state enums).
    func nonisolatedByNesting(_ info: TypeInfo) -> String? {
        guard let outer = node(info.declaration).enclosingType else { return nil }
        var scope: SyntaxNode? = outer
        while let current = scope {
            if current.kind == .actorDecl { return "nested in actor \(current.name ?? "")" }
            if current.kind == .extensionDecl, let key = typeNameOfDecl[DeclLocation(file: info.declaration.file, node: current.index)],
               types[key]?.kind == .actor {
                return "nested in an extension of actor \(ProjectIndex.sourceName(ofKey: key))"
            }
            scope = current.enclosingType
        }
        if explicitIsolation(of: outer) == .nonisolated { return "nested in a nonisolated \(outer.kind == .extensionDecl ? "extension" : "type")" }
        guard outer.kind != .extensionDecl, let outerInfo = typeNameOfDecl[DeclLocation(file: info.declaration.file, node: outer.index)].flatMap({ types[$0] }),
              let cutoff = outerInfo.inheritedOnDeclaration.first(where: { cutsOffDefaultIsolation($0, conformer: outerInfo) }) else { return nil }
        return "nested in \(outerInfo.name), which conforms to \(cutoff), so default main-actor isolation does not apply (SE-0466)"
    }

    /// The isolation of a member of the run's extension of another module's type (`extension
    /// String { func slug() … }`, an `externalMembers` entry): its own, else its extension's, else
    /// the type's in the SDK (`extension UIView`), else the default isolation: swiftc 6.3.1 makes
    /// such members main-actor under default main-actor isolation, except for the standard error
    /// types (`URLError`, `DecodingError`: they conform to `Error`, which refines SendableMetatype).
    public func isolation(ofExternalMember location: DeclLocation, settings: SwiftSettings) -> Isolation? {
        guard let (type, member) = externalMembers[location] else { return nil }
        if let own = member.explicitIsolation { return own }
        if let own = explicitIsolation(of: node(member.container)) { return own }
        if let actor = sdk.isolation(ofType: ProjectIndex.stripGenerics(type).lastDottedComponent, in: settings.sdk) { return .globalActor(actor) }
        return externalExtensionTakesDefaultIsolation(member.container, extending: type, settings: settings) ? .mainActor : .nonisolated
    }

    /// Whether an extension of another module's type is main-actor by default isolation alone:
    /// it has no isolation of its own, the SDK does not isolate the type, and it is not a standard
    /// error type (see `isolation(ofExternalMember:settings:)`).
    public func externalExtensionTakesDefaultIsolation(_ ext: DeclLocation, extending type: String, settings: SwiftSettings) -> Bool {
        let simple = ProjectIndex.stripGenerics(type).lastDottedComponent
        return settings.defaultIsolation == .mainActor && explicitIsolation(of: node(ext)) == nil
            && sdk.isolation(ofType: simple, in: settings.sdk) == nil && !ProjectIndex.isStandardErrorType(simple)
    }

    /// `URLError`, `DecodingError`, `CocoaError`: a standard type conforming to `Error` on its
    /// declaration (by name: the SDK knowledge has no conformances). Not `NSError` (whose `Error`
    /// conformance is an extension's) nor the error protocols themselves.
    public static func isStandardErrorType(_ name: String) -> Bool {
        name.hasSuffix("Error") && !["Error", "NSError", "LocalizedError", "CustomNSError", "RecoverableError"].contains(name)
    }

    /// The isolation of a global variable or function.
    public func isolation(ofGlobal member: MemberInfo, settings: SwiftSettings) -> IsolationVerdict {
        if let explicit = member.explicitIsolation {
            return IsolationVerdict(isolation: explicit, reason: "declared \(explicit) on \(member.name)")
        }
        if settings.defaultIsolation == .mainActor {
            return IsolationVerdict(isolation: .mainActor, reason: "default isolation is MainActor (SE-0466)")
        }
        return IsolationVerdict(isolation: .nonisolated, reason: "global declarations are nonisolated by default")
    }

    /// An extension's conformances that hold, read from its tree once (see `TreeFacts`): asked
    /// for every member of the extension, and an `@available` attribute is read as text.
    private func conformedTypeNames(ofExtension location: DeclLocation) -> [String] {
        treeFacts(ofFile: location.file).conformedTypeNames(ofExtension: location.node) { node(location).conformedTypeNames }
    }

    public func explicitIsolation(of node: SyntaxNode) -> Isolation? {
        Isolation.explicit(on: node, globalActors: globalActors)
    }

    /// Where a nonisolated `async` function runs (SE-0461): on the caller's actor when
    /// `NonisolatedNonsendingByDefault` is on (unless `@concurrent`), else on the global executor.
    public func runsOnCallersActor(_ member: MemberInfo, in info: TypeInfo?, settings: SwiftSettings) -> Bool {
        guard member.isAsync else { return false }
        let node = self.node(member.location)
        if node.hasAttribute("concurrent") { return false }
        let verdict = info.map { isolation(ofMember: member, in: $0, settings: settings) } ?? isolation(ofGlobal: member, settings: settings)
        guard verdict.isolation == .nonisolated else { return false }
        return settings.nonisolatedNonsendingByDefault
    }
}

/// Isolation verdicts by (type or protocol declaration, `TypeIsolationKey`), shared by the rules of
/// a round: a type's (`IsolationVerdict`), and what a protocol imposes on its conformers
/// (`IsolationVerdict?`). The index is immutable, so a verdict never goes stale; the lock only
/// guards the dictionary.
final class VerdictCache<Verdict: Sendable>: @unchecked Sendable {
    // By type, then the few keys it was asked under.
    private var verdicts: [DeclLocation: [(key: TypeIsolationKey, verdict: Verdict)]] = [:]
    private let lock = NSLock()

    func get(_ type: DeclLocation, _ key: TypeIsolationKey) -> Verdict? {
        lock.lock(); defer { lock.unlock() }
        return verdicts[type]?.first { $0.key == key }?.verdict
    }

    func set(_ type: DeclLocation, _ key: TypeIsolationKey, _ verdict: Verdict) {
        lock.lock(); defer { lock.unlock() }
        if verdicts[type]?.contains(where: { $0.key == key }) == true { return }
        verdicts[type, default: []].append((key, verdict))
    }
}

