import ActorfixIndex
import ActorfixSyntax

/// SE-0302: a class that conforms to Sendable, itself or through a protocol that refines it (an
/// `Error`, a `CodingKey`, a project protocol `P: Sendable`), must be final in Swift 6 ("non-final
/// class 'APIError' cannot conform to the 'Sendable' protocol"). Swift 5 said nothing of it for an
/// `Error`, so Swift 5-era error classes hit it at once. Where nothing subclasses the class, it
/// becomes final; where something does, `@unchecked Sendable` is proposed for a person to review.
public struct SendableClasses: Rule {
    public init() {}
    public let id = "sendable-classes"
    public let preparedReads = PreparedReads.none
    public let summary = "Make classes that must be Sendable (errors, conformers of Sendable protocols) final, or @unchecked Sendable where they are subclassed"
    public let rationale = """
        `Error` and `CodingKey` refine `Sendable`, and so may a project's own protocols. A class that conforms \
        to one of them conforms to Sendable, which Swift 6 accepts only for a final class without a superclass \
        other than NSObject (SE-0302): "non-final class 'APIError' cannot conform to the 'Sendable' protocol" \
        (an error in the Swift 6 language mode; the Swift 5 mode says nothing for an `Error` unless complete \
        checking is on). When nothing in the project subclasses the class, it is not `open`, declares no \
        `open` member and has no superclass but NSObject, actorfix makes it `final`: nothing changes at run \
        time. For an `Error` or a `CodingKey` the compiler then only warns about mutable or non-Sendable \
        stored properties; for a class that conforms to `Sendable` itself (or to a project protocol refining \
        it), every stored property must also be a `let` of a Sendable type, so never-assigned `var`s become \
        `let`s and a class whose state cannot be checked is not made final. Where the class is subclassed, \
        `open`, inherits from another class or keeps state the compiler cannot check, only \
        `@unchecked Sendable` compiles: actorfix proposes it for review (it promises what the compiler can no \
        longer check), and restates it on the project's subclasses ("class 'X' must restate inherited \
        '@unchecked Sendable' conformance"). A final class that hands self to a @Sendable closure of its own \
        ("capture of 'self' with non-Sendable type") and uses its mutable state only with a lock or queue it \
        stores held (between lock() and unlock(), in withLock or queue.sync) gets `@unchecked Sendable` too, \
        for review, as people write it for lock-guarded caches.
        """
    public let proposals = ["SE-0302"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "class APIError: Error {\n    let status: Int\n    init(status: Int) { self.status = status }\n}\n",
        after: "final class APIError: Error {\n    let status: Int\n    init(status: Int) { self.status = status }\n}\n")

    /// Protocols of the standard library and Foundation that refine Sendable but whose conformers'
    /// stored properties the compiler only warns about (checked with swiftc 6.3.1).
    static let lenientProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "RecoverableError", "CodingKey"]

    public func check(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .classDecl) {
            guard let info = file.typeInfo(of: decl), info.kind == .class else {
                // A class declared in a function body (swift-nio's `class DummyError: Error {}` in
                // its tests) is not in the index: decided from its own declaration.
                if file.typeName(of: decl) == nil {
                    if let change = localClassChange(decl, file: file) ?? localRestatement(decl, file: file) { changes.append(change) }
                }
                continue
            }
            if !info.modifiers.contains("final"), let requirement = SendableClasses.requirement(of: info, file: file) {
                if let change = fix(decl, info, requirement, file: file) { changes.append(change) }
            } else if let change = lockGuardedChange(decl, info, file: file) ?? immutableStateChange(decl, info, file: file) {
                changes.append(change)
            } else if let base = SendableClasses.uncheckedSuperclass(of: info, file: file),
                      let change = restatement(decl, named: info.name, inheriting: info.inheritedOnDeclaration.first, from: base, file: file) {
                changes.append(change)
            }
        }
        return changes
    }

    /// A final class that keeps its mutable state behind a lock of its own (`stateLock(of:)`) and
    /// whose own code hands `self` to a `@Sendable` closure (LRUCache's memory-warning observer,
    /// `{ [weak self] _ in self?.removeAllValues() }`): "capture of 'self' with non-Sendable type".
    /// Only `@unchecked Sendable` says what the lock guarantees, as LRUCache's maintainer wrote it
    /// (review: a promise the compiler no longer checks).
    private func lockGuardedChange(_ decl: SyntaxNode, _ info: TypeInfo, file: FileContext) -> Change? {
        // The cheap questions first: most classes are not final, or hand self to no such closure.
        guard info.modifiers.contains("final"), !info.allConformances.contains(where: { FileContext.inheritedName($0) == "Sendable" }) else { return nil }
        guard let closure = SendableClasses.ownSendableClosureCapturingSelf(decl, file: file), !file.isDeclaredUncheckedSendable(info) else { return nil }
        if case .globalActor = file.index.isolation(ofType: info, settings: file.target).isolation { return nil }
        guard file.isSendable(info) != true, let lock = file.stateLock(of: info),
              let edit = EditBuilders.addConformance("@unchecked Sendable", to: decl) else { return nil }
        let (site, line) = SendableClasses.callSite(of: closure)
        return change(file, [edit], message: "mark '\(info.name)' @unchecked Sendable: its state is guarded by '\(lock)', and it captures self in the @Sendable closure passed to \(site) (line \(line))",
                      reason: "Swift 6: the closure passed to \(site) is @Sendable and captures self (\"capture of 'self' with non-Sendable type '\(info.name)' in a '@Sendable' closure\", SE-0302), and \(info.name) has mutable state, so it cannot be plainly Sendable. Every use of its stored vars outside its initializers is made with '\(lock)' held, which the compiler cannot see: `@unchecked Sendable` states that promise, as people write it for lock-guarded caches. Review it: the compiler no longer checks the class's state, and a later unguarded use would not be caught.",
                      safety: .review, at: decl.byteRange.lowerBound)
    }

    /// A class whose stored properties are all Sendable `let`s and whose own code hands `self` to a
    /// `@Sendable` closure (CircuitBreaker's `Bulkhead`, `serialQueue.async { [weak self] in … }`):
    /// `final` (when nothing of the run subclasses it) and `Sendable`, which the compiler checks.
    /// It keeps what a `[weak self]` closure does once the object is freed, where capturing its
    /// properties would not (`sendable-closure-captures` leaves such closures to this change).
    private func immutableStateChange(_ decl: SyntaxNode, _ info: TypeInfo, file: FileContext) -> Change? {
        // The class's own questions first: the walk of its closures is the costly one.
        guard let how = file.immutableSendableClass(info), let closure = SendableClasses.ownSendableClosureCapturingSelf(decl, file: file),
              let conformance = EditBuilders.addConformance("Sendable", to: decl) else { return nil }
        var edits = [conformance]
        if how.addsFinal {
            guard let final = EditBuilders.addModifier("final", to: decl) else { return nil }
            edits.insert(final, at: 0)
        }
        let (site, line) = SendableClasses.callSite(of: closure)
        let what = how.addsFinal ? "final and Sendable" : "Sendable"
        return change(file, edits, message: "make '\(info.name)' \(what): its stored properties are Sendable lets, and it captures self in the @Sendable closure passed to \(site) (line \(line))",
                      reason: "Swift 6: the closure passed to \(site) is @Sendable and captures self (\"capture of 'self' with non-Sendable type '\(info.name)' in a '@Sendable' closure\", SE-0302). Every stored property of \(info.name) is a `let` of a Sendable type, so the class can be Sendable as it is, and the compiler checks it\(how.addsFinal ? " (a Sendable class must be final; nothing of the project subclasses it)" : ""). The closure keeps capturing self, weakly where it did, so it still does nothing once the object is gone.\(how.isPublic ? " Review: Sendable on a public class is a promise to its clients." : "")",
                      safety: how.isPublic ? .review : .safe, at: decl.byteRange.lowerBound)
    }

    /// What a closure is passed to (`serialQueue.async`) and its line, for a change's message.
    private static func callSite(of closure: SyntaxNode) -> (String, Int) {
        let site = ClosureCallSite(closure: closure).map { "\($0.receiverText.map { $0 + "." } ?? "")\($0.function)" } ?? "a function"
        return (site, closure.tree.location(ofOffset: closure.byteRange.lowerBound).line)
    }

    /// The first closure of a class's own code that is passed to a `@Sendable` parameter and
    /// mentions `self`.
    static func ownSendableClosureCapturingSelf(_ decl: SyntaxNode, file: FileContext) -> SyntaxNode? {
        decl.descendants(.closureExpr).first { closure in
            guard let fact = file.sendableParameter(of: closure), fact.inheritsActorContext != true else { return false }
            return closure.mentionsSelf
        }
    }

    /// `@unchecked Sendable` restated on a subclass of a class this rule marks so (`base`).
    private func restatement(_ decl: SyntaxNode, named name: String, inheriting first: String?, from base: String, file: FileContext) -> Change? {
        guard let edit = EditBuilders.addConformance("@unchecked Sendable", to: decl) else { return nil }
        let direct = first.map(FileContext.inheritedName) ?? base
        let through = direct == base || direct == base.lastDottedComponent ? "its superclass '\(base)'" : "its superclass '\(direct)' inherits from '\(base)', which"
        return change(file, [edit], message: "restate '@unchecked Sendable' on '\(name)': \(through) becomes @unchecked Sendable",
                      reason: "actorfix marks \(base) `@unchecked Sendable` (it must be Sendable and is subclassed); Swift 6 asks every subclass to restate that promise (\"class '\(name)' must restate inherited '@unchecked Sendable' conformance\"). Review it with \(base)'s.",
                      safety: .review, at: decl.byteRange.lowerBound)
    }

    /// The same for a class declared in a function body, whose superclass is named from the type
    /// whose member declares it.
    private func localRestatement(_ decl: SyntaxNode, file: FileContext) -> Change? {
        let inherited = decl.firstChild(.inheritanceClause)?.children(.inheritedType) ?? []
        guard let first = decl.inheritedTypeNames.first,
              !inherited.contains(where: { $0.firstChild(.type)?.hasAttribute("unchecked") == true }) else { return nil }
        let scope = ReferenceIndex.enclosingTypeName(decl, file: file.unitIndex, file.index.typeNameOfDecl)
        guard let base = SendableClasses.uncheckedSuperclass(inheriting: first, from: scope, inFile: file.unitIndex, file: file) else { return nil }
        return restatement(decl, named: decl.name ?? "a local class", inheriting: first, from: base, file: file)
    }

    /// Why a class of the project must be Sendable: the first inherited protocol that refines
    /// Sendable, and whether the compiler checks its stored properties (strictly for `Sendable`
    /// written by the project, leniently for an `Error` or `CodingKey`). Nil when it need not be,
    /// or when actorfix cannot tell (an inherited name it does not know, which may be a superclass
    /// of another module), or when it is isolated to a global actor or already `@unchecked`.
    struct Requirement {
        let via: String
        let strict: Bool
    }

    static func requirement(of info: TypeInfo, file: FileContext) -> Requirement? {
        var found: Requirement?
        for written in info.allConformances {
            let name = FileContext.inheritedName(written)
            guard let strict = refinement(of: name, context: info.name, file: file, depth: 0) else { continue }
            if found == nil || (strict && found?.strict == false) { found = Requirement(via: name, strict: strict) }
        }
        guard found != nil, !file.isDeclaredUncheckedSendable(info) else { return nil }
        // A class isolated to a global actor is Sendable as it is.
        if case .globalActor = file.index.isolation(ofType: info, settings: file.target).isolation { return nil }
        return found
    }

    /// Whether a protocol refines Sendable: nil if not (or not a known protocol), else whether its
    /// conformers' stored properties are checked strictly (true) or only warned about (false).
    private static func refinement(of name: String, context: String?, file: FileContext, depth: Int) -> Bool? {
        if name == "Sendable" { return true }
        if lenientProtocols.contains(name) { return false }
        guard depth < 8 else { return nil }
        // `typealias Failure = Error & CustomStringConvertible`: what it stands for.
        if let aliased = file.index.typealiasTarget(name, from: context) {
            var result: Bool?
            for part in aliased.split(separator: "&") {
                let inner = FileContext.inheritedName(String(part))
                guard inner != name, let strict = refinement(of: inner, context: context, file: file, depth: depth + 1) else { continue }
                if strict { return true }
                result = false
            }
            return result
        }
        if let own = file.index.lookupType(name, from: context), own.kind == .protocol {
            var result: Bool?
            for inherited in own.allConformances {
                guard let strict = refinement(of: FileContext.inheritedName(inherited), context: own.name, file: file, depth: depth + 1) else { continue }
                if strict { return true }
                result = false
            }
            return result
        }
        if let fact = file.index.sdk.type(name, in: file.target.sdk), fact.kind == "protocol", fact.sendable == true { return true }
        return nil
    }

    /// The superclass named first on a class: "NSObject", a project class's name, an SDK class's
    /// name; nil when the name is a protocol or unknown.
    /// - Parameter standardModule: the name was written with `Swift.` or `Foundation.`: not the run's.
    private static func superclass(named name: String, of info: TypeInfo, file: FileContext, standardModule: Bool) -> String? {
        if name == "NSObject" { return name }
        if !standardModule, let own = file.index.lookupType(name, from: info.name, inFile: info.declaration.file) {
            return own.kind == .class ? own.name : nil
        }
        if let fact = file.index.sdk.type(name, in: file.target.sdk), fact.kind == "class" { return name }
        return nil
    }

    /// Whether the first inherited name is known to be a protocol or a class (so nothing unknown
    /// may be a superclass), and the superclass if it is one.
    static func knownSuperclass(of info: TypeInfo, file: FileContext) -> (known: Bool, name: String?) {
        guard let written = info.inheritedOnDeclaration.first else { return (true, nil) }
        let first = FileContext.inheritedName(written)
        if let name = superclass(named: first, of: info, file: file, standardModule: FileContext.namesStandardModuleType(written)) { return (true, name) }
        return (isKnownProtocol(first, context: info.name, inFile: info.declaration.file, file: file), nil)
    }

    /// Whether a name is known to be a protocol: the standard library's, the project's or the SDK's.
    private static func isKnownProtocol(_ name: String, context: String?, inFile unit: Int, file: FileContext) -> Bool {
        (FileContext.knownNonSendableSupertypes.contains(name) && name != "NSObject")
            || refinement(of: name, context: context, file: file, depth: 0) != nil
            || file.index.lookupType(name, from: context, inFile: unit)?.kind == .protocol
            || file.index.sdk.type(name, in: file.target.sdk)?.kind == "protocol"
    }

    /// The names of the classes of the run whose superclass is the given class, found once a
    /// round. A class the index does not describe (declared in a function body) counts for every
    /// class whose simple name its superclass spells: a `final` it would break must not be
    /// proposed as safe.
    static func subclasses(of info: TypeInfo, file: FileContext) -> [String] {
        let map = subclassMap(file.index)
        let simple = info.name.lastDottedComponent
        // A nested class is in reach of a local class's bare name only from inside the type that
        // declares it (Nimble's tests each nest their own `class Error`).
        let scope = info.name.count > simple.count ? String(info.name.dropLast(simple.count + 1)) : nil
        let local = (map.local[simple] ?? []).filter { subclass in
            guard let scope else { return true }
            guard let enclosing = subclass.scope else { return false }
            return enclosing == scope || enclosing.hasPrefix(scope + ".")
        }
        return (map.run[info.name] ?? []) + local.map(\.name)
    }

    /// The classes of the run by superclass name (a project class's qualified name), and the
    /// classes the index does not describe (declared in function bodies) by the simple name of
    /// the superclass they spell, with the type whose member declares them.
    private static func subclassMap(_ index: ProjectIndex) -> (run: [String: [String]], local: [String: [(name: String, scope: String?)]]) {
        index.memo("project subclasses") { () -> (run: [String: [String]], local: [String: [(name: String, scope: String?)]]) in
            var map: [String: [String]] = [:]
            for key in index.sortedTypeKeys {
                let type = index.types[key]!
                guard type.kind == .class, let first = type.inheritedOnDeclaration.first, !FileContext.namesStandardModuleType(first),
                      let base = index.lookupType(FileContext.inheritedName(first), from: type.name, inFile: type.declaration.file), base.kind == .class else { continue }
                map[base.name, default: []].append(type.name)
            }
            var local: [String: [(name: String, scope: String?)]] = [:]
            for unit in index.units.indices {
                let tree = index.units[unit].tree
                for decl in tree.nodes(ofKinds: .classDecl) where index.typeNameOfDecl[DeclLocation(file: unit, node: decl.index)] == nil {
                    guard let first = decl.inheritedTypeNames.first, !FileContext.namesStandardModuleType(first) else { continue }
                    // By name, not key (`Runner#2`): a second type of the name counts as the first.
                    let scope = ReferenceIndex.enclosingTypeName(decl, file: unit, index.typeNameOfDecl).map { $0.split(separator: "#").first.map(String.init) ?? $0 }
                    local[FileContext.inheritedName(first).lastDottedComponent, default: []].append((decl.name ?? "a local class", scope))
                }
            }
            return (map, local)
        }
    }


    /// A class that must be Sendable is marked `@unchecked Sendable` (not made final): it is
    /// subclassed, `open`, has an `open` member or a superclass other than NSObject, or (when its
    /// stored properties are checked strictly) state the compiler cannot check.
    private static func staysNonFinal(_ info: TypeInfo, _ requirement: Requirement, file: FileContext) -> String? {
        if info.modifiers.contains("open") { return "it is open, so other modules may subclass it" }
        if let sub = subclasses(of: info, file: file).first { return "\(sub) subclasses it" }
        if let base = knownSuperclass(of: info, file: file).name, base != "NSObject" { return "it inherits from \(base)" }
        if info.members.contains(where: { file.index.node($0.location).hasModifier("open") }) { return "it declares open members" }
        guard requirement.strict else { return nil }
        // `Sendable` written by the project: every stored property must be a Sendable `let`.
        for member in info.members where member.kind == .variable && member.isStored && !member.isStatic {
            guard member.propertyWrappers.isEmpty,
                  file.valueType(of: member).flatMap({ file.isSendable(typeNamed: $0, from: info.name) }) == true else {
                return "its stored property '\(member.name)' is not of a type actorfix knows to be Sendable"
            }
            if member.isLet { continue }
            guard file.isNeverMutatedAfterInit(member, of: info) else { return "its stored property '\(member.name)' is assigned after init" }
        }
        return nil
    }

    /// The nearest project superclass that this rule marks `@unchecked Sendable`, when this class
    /// (which need not be Sendable on its own) inherits from it.
    static func uncheckedSuperclass(of info: TypeInfo, file: FileContext) -> String? {
        guard !file.isDeclaredUncheckedSendable(info), let first = info.inheritedOnDeclaration.first else { return nil }
        return uncheckedSuperclass(inheriting: first, from: info.name, inFile: info.declaration.file, file: file)
    }

    /// The same for a class whose first inherited name is `first`, written in `scope`.
    private static func uncheckedSuperclass(inheriting first: String, from scope: String?, inFile unit: Int, file: FileContext) -> String? {
        var written: String? = first, current = (scope: scope, file: unit)
        var depth = 0
        while depth < 32, let first = written, !FileContext.namesStandardModuleType(first),
              let base = file.index.lookupType(FileContext.inheritedName(first), from: current.scope, inFile: current.file), base.kind == .class {
            if base.modifiers.contains("final") { return nil }
            let context = file.context(ofFile: base.declaration.file)
            if let requirement = requirement(of: base, file: context) {
                return knownSuperclass(of: base, file: context).known && staysNonFinal(base, requirement, file: context) != nil ? base.name : nil
            }
            written = base.inheritedOnDeclaration.first
            current = (base.name, base.declaration.file)
            depth += 1
        }
        return nil
    }

    /// A class declared in a function body that conforms to `Error` (or another protocol whose
    /// conformers' stored properties are only warned about) becomes final when nothing in the
    /// run subclasses it and its first inherited name is a protocol; otherwise nothing (its
    /// members are not in the index, so a strict conformance cannot be checked here).
    private func localClassChange(_ decl: SyntaxNode, file: FileContext) -> Change? {
        guard let name = decl.name, !decl.hasModifier("final"), !decl.attributeNames.contains(where: { file.index.globalActors.contains($0) }),
              let clause = decl.firstChild(.inheritanceClause) else { return nil }
        let inherited = clause.children(.inheritedType)
        guard !inherited.contains(where: { $0.firstChild(.type)?.hasAttribute("unchecked") == true }) else { return nil }
        var via: String?
        for (position, type) in inherited.enumerated() {
            let written = FileContext.inheritedName(type.text)
            switch SendableClasses.refinement(of: written, context: nil, file: file, depth: 0) {
            case .some(true): return nil
            case .some(false): via = via ?? written
            case .none:
                // Only NSObject or a protocol may come first: another superclass (or a name actorfix
                // does not know) rules out `final`.
                if position == 0 && written != "NSObject" && !SendableClasses.isKnownProtocol(written, context: nil, inFile: file.unitIndex, file: file) { return nil }
            }
        }
        guard let via, let final = EditBuilders.addModifier("final", to: decl) else { return nil }
        guard SendableClasses.subclassMap(file.index).local[name] == nil else { return nil }
        return change(file, [final], message: "make class '\(name)' final: it conforms to \(via), which refines Sendable, and Swift 6 accepts Sendable only on a final class",
                      reason: "'\(name)' conforms to \(via), which refines Sendable; Swift 6 rejects it otherwise: \"non-final class '\(name)' cannot conform to the 'Sendable' protocol\" (SE-0302). It is declared in a function body and nothing in the project subclasses it, so `final` changes nothing at run time; the compiler only warns about stored properties of an \(via) that are mutable or not Sendable.",
                      at: decl.byteRange.lowerBound)
    }

    private func fix(_ decl: SyntaxNode, _ info: TypeInfo, _ requirement: Requirement, file: FileContext) -> Change? {
        guard SendableClasses.knownSuperclass(of: info, file: file).known else { return nil }
        let anchor = decl.byteRange.lowerBound
        let why = "'\(info.name)' conforms to \(requirement.via)\(requirement.via == "Sendable" ? "" : ", which refines Sendable")"
        guard let blocker = SendableClasses.staysNonFinal(info, requirement, file: file) else {
            // For an `Error` or a `CodingKey` too, the `var`s nothing assigns after init become
            // `let`s, which leaves the compiler nothing to warn about (vAmiga's `VAError`, whose
            // people wrote that); one that is assigned stays, with its warning.
            let lets = info.members.filter { $0.kind == .variable && $0.isStored && !$0.isStatic && !$0.isLet && $0.propertyWrappers.isEmpty
                && (requirement.strict || file.isNeverMutatedAfterInit($0, of: info)) }
            guard let final = EditBuilders.addModifier("final", to: decl) else { return nil }
            let also = lets.isEmpty ? "" : " and make \(lets.map { "'\($0.name)'" }.joined(separator: ", ")) a let (nothing assigns \(lets.count == 1 ? "it" : "them") after init)"
            return change(file, [final] + file.letEdits(for: lets), message: "make class '\(info.name)' final\(also): \(why), and Swift 6 accepts Sendable only on a final class",
                          reason: "\(why); Swift 6 rejects it otherwise: \"non-final class '\(info.name)' cannot conform to the 'Sendable' protocol\" (SE-0302). Nothing in the project subclasses \(info.name) and it is not open, so `final` changes nothing at run time\(requirement.strict ? "; its stored properties are all Sendable `let`s, as a checked conformance needs" : "; the compiler only warns about stored properties of an \(requirement.via) that are mutable or not Sendable").",
                          safety: lets.isEmpty || !file.isPublic(info) ? .safe : .review, at: anchor)
        }
        // `Sendable` written on the declaration becomes `@unchecked Sendable`; otherwise it is added.
        let written = decl.firstChild(.inheritanceClause)?.children(.inheritedType).first { FileContext.inheritedName($0.text) == "Sendable" }
        let edit: Edit?
        if let written { edit = .replace(written.byteRange, with: "@unchecked Sendable") } else { edit = EditBuilders.addConformance("@unchecked Sendable", to: decl) }
        guard let edit else { return nil }
        let mutable = info.members.filter { $0.kind == .variable && $0.isStored && !$0.isStatic && !$0.isLet }.map { "'\($0.name)'" }
        let state = mutable.isEmpty ? "Its stored properties are `let`s; check that their values are safe to share."
            : "It has mutable stored properties (\(mutable.joined(separator: ", "))): only declare it if nothing mutates them once the value is shared, or a lock guards them."
        return change(file, [edit], message: "mark class '\(info.name)' @unchecked Sendable (review): \(why), and it cannot be final because \(blocker)",
                      reason: "\(why); Swift 6 accepts Sendable only on a final class without a superclass other than NSObject whose stored properties are Sendable `let`s (SE-0302), and \(info.name) cannot be made one: \(blocker). `@unchecked Sendable` compiles but promises what the compiler no longer checks. \(state)",
                      safety: .review, at: anchor)
    }
}
