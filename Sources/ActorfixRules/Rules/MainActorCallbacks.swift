import ActorfixIndex
import ActorfixSyntax

/// Callbacks into main-actor code: a main-actor type conforming to a nonisolated SDK delegate or
/// data-source protocol, and `Timer` / `NotificationCenter` closures that call main-actor code.
public struct MainActorCallbacks: Rule {
    public init() {}
    public let id = "main-actor-callbacks"
    public let preparedReads = PreparedReads.isolationGraph
    public let summary = "Callbacks from nonisolated SDK delegates and main-queue closures into main-actor code: @preconcurrency P, nonisolated + MainActor.assumeIsolated, or nonisolated + Task"
    public let rationale = """
        A @MainActor type (explicitly, or as infer-main-actor makes it) that conforms to a delegate or \
        data-source protocol the SDK has not annotated (QLPreviewControllerDelegate, CLLocationManagerDelegate, \
        UNUserNotificationCenterDelegate, MFMailComposeViewControllerDelegate, a third-party one imported with \
        `actorfix sdk import`) gets "conformance of … crosses into main actor-isolated code" (or, from older \
        compilers, "main actor-isolated instance method … cannot be used to satisfy nonisolated requirement") \
        in Swift 6. actorfix reads the protocol's requirements, and the thread the SDK documents \
        for them, from its SDK knowledge and picks one fix per conformance: witnesses that use only Sendable \
        constants become `nonisolated`; when the SDK calls on the main thread, one witness becomes `nonisolated` \
        with its body in `MainActor.assumeIsolated { }` (SE-0423's run-time check, no change of thread), and \
        several are covered at once by `@preconcurrency P` (SE-0423); when the thread is not documented, each \
        witness becomes `nonisolated` with its body in `Task { @MainActor in }` — marked review, because that \
        work then runs later, after the callback has returned. Witnesses that return a value or pass \
        non-Sendable parameters along are reported instead. A `Timer.scheduledTimer` block scheduled from \
        main-actor code, or a `NotificationCenter.addObserver(forName:object:queue:using:)` block with \
        `queue: .main`, runs on the main thread but is a `@Sendable` closure: its body goes into \
        `MainActor.assumeIsolated { }`; an observer block with `queue: nil` (the posting thread) or a timer \
        scheduled from nonisolated code hops with `Task { @MainActor in }` (review), and a repeating timer or \
        observer block holding `self` strongly while `self` stores it is reported (`[weak self]` would change \
        when the object is freed). So does the action of SwiftUI's `onPreferenceChange` with the 2024 SDKs \
        and later (`@Sendable`, called on the main thread); a block using `$0` names its parameter first. \
        `DispatchQueue.main.async` closures need nothing: the compiler treats them as \
        main-actor closures. Witnesses may be methods or properties, in any file; isolated async witnesses taking \
        values known not to be Sendable get `@preconcurrency P`. With the Xcode 26 SDK an `override func \
        awakeFromNib()` (nonisolated on NSObject, called on the main thread) runs its body in \
        `MainActor.assumeIsolated { }`. With InferIsolatedConformances (SE-0470) or default main-actor \
        isolation the compiler makes these conformances isolated itself, and only the closures are handled, and \
        the conformances to protocols refining Sendable (URLSession's delegates), which cannot be isolated.
        """
    public let proposals = ["SE-0423", "SE-0316", "SE-0470", "SE-0371"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "@MainActor final class Preview: NSObject, QLPreviewControllerDelegate {\n    func previewControllerDidDismiss(_ controller: QLPreviewController) {\n        reload()\n    }\n}\n",
        after: "@MainActor final class Preview: NSObject, QLPreviewControllerDelegate {\n    nonisolated func previewControllerDidDismiss(_ controller: QLPreviewController) {\n        MainActor.assumeIsolated {\n            reload()\n        }\n    }\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        for node in file.tree.nodes(ofKinds: .classDecl, .structDecl, .enumDecl, .extensionDecl, .callExpr, .funcDecl) {
            switch node.kind {
            case .classDecl, .structDecl, .enumDecl, .extensionDecl:
                // With isolated conformances inferred, only protocols refining Sendable are left:
                // no conformance to them can be isolated (SE-0470).
                conformances(of: node, file: file, onlySendableRefining: file.target.infersIsolatedConformances, into: &changes)
            case .callExpr:
                // Most calls are no callback registration: nothing is appended (`+=` of an
                // empty array still reallocated an empty result, once per call of the file).
                let found = callbackClosureChanges(node, file: file)
                if !found.isEmpty { changes += found }
            case .funcDecl:
                if let change = nonisolatedOverride(node, file: file) { changes.append(change) }
            default:
                break
            }
        }
        return changes
    }

    /// How each `callbackThread` of the SDK knowledge reads in a reason.
    static let deliveries = [
        "startingThread": "on the thread that started the service",
        "delegateQueue": "on the delegate queue the client chose",
        "contextQueue": "on the queue of the managed object context it works with (the main queue only for a main-queue context)",
    ]

    // MARK: Conformances

    /// A witness and the file it is written in (the conformance may be declared in another).
    struct Witness {
        let node: SyntaxNode
        let unit: Int
        var name: String { node.kind == .variableDecl ? node.bindings.first?.name ?? "" : node.name ?? "" }
    }

    /// Each conformance of a main-actor type to a nonisolated SDK protocol, handled once per file:
    /// from the type's first declaration in this file, with the witnesses and the conformance
    /// found in every declaration of the type (in any file); this file's change edits only what
    /// is written in this file.
    private func conformances(of decl: SyntaxNode, file: FileContext, onlySendableRefining: Bool, into changes: inout [Change]) {
        guard let info = file.typeInfo(of: decl), info.kind != .protocol, info.kind != .actor else { return }
        // What the index knows decides first: some conformance of the type must name a
        // nonisolated SDK protocol with requirements (a type extended in thousands of files was
        // otherwise read in full from each of them).
        // Once per type and SDK generation a round (it is asked from every declaration of the
        // type: the standard library's are extended hundreds of times and conform to dozens).
        let answers = file.index.memo("main-actor-callbacks may conform \(file.target.sdk.rawValue)") { SharedCache<DeclLocation, Bool>() }
        let mayConform = answers.value(info.declaration) {
            info.allConformances.contains { written in
                var name = written
                while name.hasPrefix("@"), let space = name.firstIndex(of: " ") { name = String(name[name.index(after: space)...]) }
                name = ProjectIndex.stripGenerics(name)
                let simple = name.lastDottedComponent
                return [name, simple].contains { nonisolatedSDKProtocol($0, file: file, onlySendableRefining: onlySendableRefining) != nil }
            }
        }
        guard mayConform else { return }
        func resolved(_ location: DeclLocation) -> (unit: Int, node: SyntaxNode)? {
            guard file.index.units.indices.contains(location.file) else { return nil }
            let tree = file.index.units[location.file].tree
            guard tree.nodes.indices.contains(Int(location.node)) else { return nil }
            return (location.file, tree.node(location.node))
        }
        // Only from the first declaration of the type in this file, found before the list of
        // them all is made (a type extended thousands of times is asked once per extension).
        let extensions = info.extensions
        let first = resolved(info.declaration)?.unit == file.unitIndex ? info.declaration
            : extensions.first { location in location.file == file.unitIndex && resolved(location) != nil }
        guard let first, resolved(first)?.node == decl else { return }
        let declarations: [(unit: Int, node: SyntaxNode)] = ([info.declaration] + info.extensions).compactMap(resolved)
        // Nonisolated SDK protocols with known requirements, before asking about the type's isolation.
        var sdkProtocols: [(conformance: SyntaxNode, unit: Int, name: String, fact: TypeFact, requirements: [String])] = []
        for (unit, node) in declarations {
            for inherited in node.firstChild(.inheritanceClause)?.children(.inheritedType) ?? [] {
                guard let type = inherited.firstChild(.type), type.attributes.isEmpty, let name = type.typeBaseName,
                      !sdkProtocols.contains(where: { $0.name == name }), file.index.lookupType(name, from: info.name, inFile: info.declaration.file) == nil,
                      let fact = nonisolatedSDKProtocol(name, file: file, onlySendableRefining: onlySendableRefining),
                      let requirements = fact.requirements else { continue }
                sdkProtocols.append((type, unit, name, fact, requirements))
            }
        }
        guard !sdkProtocols.isEmpty else { return }
        let explicit = file.index.isolation(ofType: info, settings: file.target).isolation
        guard explicit.isMainActor || (explicit == .nonisolated && file.inferredMainActorType(info) != nil) else { return }
        for proto in sdkProtocols {
            let names = Set(proto.requirements).subtracting(proto.fact.memberIsolation.map { Set($0.keys) } ?? [])
            // Witnesses written in any declaration of the type (the conformance on the class, the
            // methods in an extension, maybe in another file, as people often split them).
            let witnesses = declarations.flatMap { declaration in
                declaration.node.memberDeclarations.map { Witness(node: $0, unit: declaration.unit) }
            }.filter { witness in
                let member = witness.node
                guard member.kind == .funcDecl || member.kind == .variableDecl, names.contains(witness.name), !member.isNonisolated,
                      !member.isStatic, !member.attributeNames.contains(where: { file.index.globalActors.contains($0) && $0 != "MainActor" })
                else { return false }
                // A `let` of Sendable type can be read from anywhere (SE-0434): already a witness.
                if member.kind == .variableDecl, isSendableConstant(member, info: info, file: file) { return false }
                // An isolated async witness is fine unless it takes a parameter that is not Sendable.
                if member.kind == .funcDecl, member.isAsync { return nonSendableParameter(of: member, info: info, file: file) != nil }
                return true
            }
            guard !witnesses.isEmpty else { continue }
            var partial: [Change] = []
            if let change = fix(conformance: proto.conformance, inUnit: proto.unit, protocolName: proto.name, fact: proto.fact,
                                witnesses: witnesses, info: info, file: file, partial: &partial) {
                changes.append(change)
            }
            changes += partial
        }
    }

    /// The SDK's fact about `name` when it is a protocol that is not isolated and lists its
    /// requirements: the conformances this rule handles.
    private func nonisolatedSDKProtocol(_ name: String, file: FileContext, onlySendableRefining: Bool = false) -> TypeFact? {
        guard let fact = file.index.sdk.type(name, in: file.target.sdk), fact.kind == "protocol", fact.isolation == nil,
              fact.requirements != nil, !onlySendableRefining || fact.sendable == true else { return nil }
        return fact
    }

    private func isSendableConstant(_ member: SyntaxNode, info: TypeInfo, file: FileContext) -> Bool {
        guard let name = member.bindings.first?.name,
              let property = info.members(named: name).first(where: { $0.kind == .variable && !$0.isStatic }),
              property.isLet, property.isStored, property.propertyWrappers.isEmpty else { return false }
        return file.valueType(of: property).flatMap { file.isSendable(typeNamed: $0, from: info.name) } == true
    }

    /// A stored property: it cannot be `nonisolated` (unless a Sendable `let`, left out above).
    private func isStored(_ member: SyntaxNode) -> Bool {
        member.kind == .variableDecl && member.bindings.contains { !$0.isComputedBinding }
    }

    /// The first parameter whose type is not known to be Sendable (with `definite`, known not to
    /// be), described.
    private func nonSendableParameter(of member: SyntaxNode, info: TypeInfo, file: FileContext, definite: Bool = false) -> String? {
        for parameter in member.parameterNodes {
            guard let type = parameter.parameterType else { continue }
            let sendable = file.isSendable(typeNamed: type.text, from: info.name)
            if definite ? sendable == false : sendable != true {
                return "'\(parameter.parameterLabelAndName?.name ?? "_")', a \(type.text)"
            }
        }
        return nil
    }

    /// One fix for the conformance (in this file's part); `partial` receives the `nonisolated`
    /// edits of witnesses that need nothing else when the others can only be reported.
    private func fix(conformance: SyntaxNode, inUnit conformanceUnit: Int, protocolName: String, fact: TypeFact, witnesses: [Witness],
                     info: TypeInfo, file: FileContext, partial: inout [Change]) -> Change? {
        let here = witnesses.filter { $0.unit == file.unitIndex }
        let conformanceHere = conformanceUnit == file.unitIndex
        guard conformanceHere || !here.isEmpty else { return nil }
        let anchor = conformanceHere ? conformance.byteRange.lowerBound : here[0].node.byteRange.lowerBound
        let listed = witnesses.map(\.name).joined(separator: ", ")
        let elsewhere = witnesses.contains { $0.unit != conformanceUnit } ? " (witnesses in other files get their part of this change there)" : ""
        let diagnostic = "conformance of '\(info.name)' to protocol '\(protocolName)' crosses into main actor-isolated code and can cause data races"
        let thread = fact.callbackThread ?? "unspecified"
        let async = witnesses.filter { $0.node.kind == .funcDecl && $0.node.isAsync }
        let sync = witnesses.filter { !($0.node.kind == .funcDecl && $0.node.isAsync) }
        let uses = Dictionary(sync.map { ($0.node.byteRange.lowerBound * 64 + $0.unit, mainActorUse(in: $0, info: info, file: file)) },
                              uniquingKeysWith: { a, _ in a })
        func use(_ w: Witness) -> String? { uses[w.node.byteRange.lowerBound * 64 + w.unit] ?? nil }
        // Witnesses that use no main-actor state (computed ones: stored state cannot be nonisolated).
        let free = sync.filter { use($0) == nil && !isStored($0.node) }
        let bound = sync.filter { use($0) != nil || isStored($0.node) }
        let freeEdits = free.filter { $0.unit == file.unitIndex }.compactMap { EditBuilders.addModifier("nonisolated", to: $0.node) }
        let freeNote = free.isEmpty ? "" : " \(free.map(\.name).joined(separator: ", ")) use no main-actor state and become nonisolated."

        // An `open` witness is a contract with subclasses in client code: `nonisolated` (alone,
        // or around `MainActor.assumeIsolated` or a `Task`) would bind their overrides too, which
        // may touch their views. Every witness keeps the main actor (found in a real package).
        if let open = sync.first(where: { $0.node.hasModifier("open") }) {
            guard conformanceHere else { return nil }
            let why = "'\(open.name)' is open, and nonisolated would also bind its overrides in client subclasses"
            if thread == "main", fact.objcProtocol == true {
                return change(file, [.insert("@preconcurrency ", at: anchor)],
                              message: "conform to \(protocolName) with @preconcurrency: the SDK calls it on the main thread; \(why)",
                              reason: "Swift 6: \"\(diagnostic)\". \(protocolName) is not annotated yet, and the SDK calls it on the main thread (\(fact.note ?? "documented")). `@preconcurrency \(protocolName)` keeps the witnesses (\(listed)) and their overrides on the main actor and checks at run time that calls arrive there (SE-0423); \(why).",
                              at: anchor)
            }
            let delivery = MainActorCallbacks.deliveries[thread] ?? "on a thread the SDK does not document"
            return change(file, [], message: "\(info.name)'s \(protocolName) witnesses cross into main-actor code (review: \(why))",
                          reason: "Swift 6: \"\(diagnostic)\". The SDK calls \(protocolName) \(delivery), so the witnesses would have to be nonisolated, but \(why): decide with the subclasses' authors whether the callbacks become nonisolated (and hop to the main actor themselves) or the conformance moves to a type that is not open.",
                          safety: .review, at: anchor)
        }

        // 0. Async witnesses taking non-Sendable parameters: the call hops to the main actor, but
        // the arguments cannot cross ("non-Sendable parameter type … cannot be sent … into main
        // actor-isolated implementation"); `@preconcurrency P` lets them, as before Swift 6.
        if !async.isEmpty, bound.isEmpty || thread == "main" {
            // Only a parameter type known not to be Sendable proves the error: SDK classes
            // actorfix has no facts about may well be Sendable (IceCubesApp's main-actor
            // `userNotificationCenter(_:didReceive:) async` compiles as written against the Xcode 26 SDK).
            let definite = async.compactMap { w in nonSendableParameter(of: w.node, info: info, file: file, definite: true).map { "'\(w.name)' takes \($0)" } }
            if definite.isEmpty {
                if !freeEdits.isEmpty {
                    partial.append(change(file, freeEdits, message: "make the \(protocolName) witnesses of \(info.name) that use no main-actor state nonisolated",
                                          reason: "Swift 6: \"\(diagnostic)\".\(freeNote)", at: anchor))
                }
                guard conformanceHere else { return nil }
                let unknown = async.compactMap { w in nonSendableParameter(of: w.node, info: info, file: file).map { "'\(w.name)' takes \($0)" } }.joined(separator: "; ")
                return change(file, [], message: "\(info.name)'s async \(protocolName) witnesses take SDK values actorfix cannot tell are Sendable (review)",
                              reason: "The async witnesses run on the main actor (the call hops there), which is fine, unless their parameters are not Sendable: then Swift 6 says \"non-Sendable parameter type … cannot be sent from caller of protocol requirement … into main actor-isolated implementation\" (\(unknown)). If it does, write `@preconcurrency \(protocolName)` (SE-0423): the values cross as before Swift 6. Nothing is changed: the SDK may mark these types Sendable.",
                              safety: .review, at: anchor)
            }
            guard conformanceHere else { return freeEdits.isEmpty ? nil : change(file, freeEdits, message: "make the \(protocolName) witnesses of \(info.name) that use no main-actor state nonisolated", reason: "Swift 6: \"\(diagnostic)\".\(freeNote) The conformance itself gets @preconcurrency where it is declared.", at: anchor) }
            let detail = definite.joined(separator: "; ")
            return change(file, [.insert("@preconcurrency ", at: conformance.byteRange.lowerBound)] + freeEdits,
                          message: "conform to \(protocolName) with @preconcurrency: its async witnesses take values that are not Sendable",
                          reason: "Swift 6: \"non-Sendable parameter type … cannot be sent from caller of protocol requirement … into main actor-isolated implementation\" (\(detail)). The async witnesses still run on the main actor (the call hops there, as before); `@preconcurrency \(protocolName)` (SE-0423) lets the SDK's values cross as they did before Swift 6, until it marks them Sendable.\(freeNote)\(elsewhere)",
                          at: anchor)
        }
        // 1. Nothing main-actor inside: the witnesses can simply run wherever they are called.
        if bound.isEmpty {
            guard !freeEdits.isEmpty else { return nil }
            return change(file, freeEdits,
                          message: "make the \(protocolName) witnesses of \(info.name) nonisolated: they use no main-actor state",
                          reason: "Swift 6: \"\(diagnostic)\". \(listed) use only parameters and Sendable constants, so they can be nonisolated: the SDK calls them on whatever thread it calls them, as before, and nothing runs elsewhere.\(elsewhere)",
                          at: anchor)
        }
        if thread == "main" {
            // 2. One callback, delivered on the main thread: state that with a run-time check.
            if bound.count == 1, let edits = assumeIsolatedEdits(bound[0], info: info, file: file) {
                let mine = bound[0].unit == file.unitIndex ? edits : []
                guard !(mine + freeEdits).isEmpty else { return nil }
                return change(file, mine + freeEdits,
                              message: "make '\(bound[0].name)' nonisolated and run its body with MainActor.assumeIsolated: \(protocolName) calls it on the main thread",
                              reason: "Swift 6: \"\(diagnostic)\". The SDK calls \(protocolName) on the main thread (\(fact.note ?? "documented")), so the witness can be nonisolated and assume the main actor: MainActor.assumeIsolated checks that at run time (SE-0423) and runs the body right there, synchronously, on the same thread as before.\(freeNote)\(elsewhere)",
                              at: anchor)
            }
            // 3. Several callbacks (or one that cannot be wrapped, a property): one @preconcurrency conformance.
            if fact.objcProtocol == true {
                guard conformanceHere else { return nil }
                return change(file, [.insert("@preconcurrency ", at: anchor)],
                              message: "conform to \(protocolName) with @preconcurrency: the SDK calls it on the main thread",
                              reason: "Swift 6: \"\(diagnostic)\". \(protocolName) is not annotated yet, and the SDK calls it on the main thread (\(fact.note ?? "documented")). `@preconcurrency \(protocolName)` keeps the witnesses (\(listed)) on the main actor and checks at run time that calls arrive there (SE-0423); nothing moves to another thread.",
                              at: anchor)
            }
        }
        // 4. Any thread: hop explicitly, and say that the work now happens later.
        var edits: [Edit] = []
        var blockers = async.compactMap { w in nonSendableParameter(of: w.node, info: info, file: file).map { "'\(w.name)' is async and takes \($0)" } }
        for witness in bound {
            if witness.node.kind == .variableDecl {
                blockers.append("'\(witness.name)' is a property that \(isStored(witness.node) ? "stores main-actor state" : "reads main-actor state") and must return its value at once")
            } else if let blocker = hopBlocker(witness.node, allowsReturn: false, info: info, file: file) {
                blockers.append("'\(witness.name)' \(blocker)")
            } else if witness.unit != file.unitIndex {
                continue
            } else if let body = witness.node.firstChild(.codeBlock), let keyword = EditBuilders.addModifier("nonisolated", to: witness.node),
                      let wrap = HopEdits.wrap(body, opening: "Task { @MainActor in", style: file.style) {
                edits += [keyword, wrap]
            } else {
                blockers.append("'\(witness.name)' has a body actorfix cannot rewrite")
            }
        }
        let delivery = MainActorCallbacks.deliveries[thread] ?? "on a thread the SDK does not document"
        if !blockers.isEmpty {
            var result: Change?
            if !freeEdits.isEmpty {
                // What is certain still helps: the witnesses that use no main-actor state.
                let blockersNow = blockers // the reason is composed later: a copy, not the variable
                result = change(file, freeEdits, message: "make the \(protocolName) witnesses of \(info.name) that use no main-actor state nonisolated (\(free.map(\.name).joined(separator: ", ")))",
                                reason: "Swift 6: \"\(diagnostic)\".\(freeNote) The others cannot be fixed as they are: \(blockersNow.joined(separator: "; ")) (reported separately).",
                                at: anchor)
            }
            if let result { partial.append(result) }
            guard conformanceHere else { return nil }
            let blockersNow = blockers // the reason is composed later: a copy, not the variable
            let report = change(file, [], message: "\(info.name)'s \(protocolName) witnesses cross into main-actor code (review: \(blockers.joined(separator: "; ")))",
                                reason: "Swift 6: \"\(diagnostic)\". The SDK calls \(protocolName) \(delivery), so the witnesses must be nonisolated and hop to the main actor themselves, but \(blockersNow.joined(separator: "; ")). Make them nonisolated and copy the Sendable values they need into `Task { @MainActor in … }` (the work then runs after the callback returns), or, if the SDK is known to call on the main thread here, write `@preconcurrency \(protocolName)`.",
                                safety: .review, at: anchor)
            return report
        }
        guard !(edits + freeEdits).isEmpty else { return nil }
        // A download's file lives only as long as the callback: after the hop it is gone.
        let download = bound.contains { $0.node.parameterNodes.contains { $0.parameterLabelAndName?.label == "didFinishDownloadingTo" } }
        let downloadNote = download ? " URLSession deletes the downloaded file when urlSession(_:downloadTask:didFinishDownloadingTo:) returns: open or move it before the task starts, not inside it." : ""
        return change(file, edits + freeEdits,
                      message: "make the \(protocolName) witnesses of \(info.name) nonisolated and hop with Task { @MainActor in } (review: the work runs later)",
                      reason: "Swift 6: \"\(diagnostic)\". The SDK calls \(protocolName) \(delivery), so \(bound.map(\.name).joined(separator: ", ")) cannot assume the main actor. Each becomes nonisolated and starts a main-actor task: the work now runs later, after the callback has returned, in order with other main-actor work — check that nothing relied on it being done when the callback returns.\(downloadNote)\(freeNote)\(elsewhere)",
                      safety: .review, at: anchor)
    }

    private func assumeIsolatedEdits(_ witness: Witness, info: TypeInfo, file: FileContext) -> [Edit]? {
        let node = witness.node
        guard node.kind == .funcDecl, hopBlocker(node, allowsReturn: true, info: info, file: file) == nil, let body = node.firstChild(.codeBlock),
              let keyword = EditBuilders.addModifier("nonisolated", to: node),
              let wrap = HopEdits.wrap(body, opening: "MainActor.assumeIsolated {", returnsValue: node.hasChild(.returnClause),
                                       style: file.index.memo("style \(witness.unit)") { SourceStyle(node.tree) })
        else { return nil }
        return [keyword, wrap]
    }

    /// Why a witness's body cannot move into a main-actor closure as it is, or nil: a parameter of
    /// a type not known to be Sendable used inside ("sending 'x' risks causing data races"), a
    /// result of a type not known to be Sendable, or any result at all for a `Task`.
    private func hopBlocker(_ witness: SyntaxNode, allowsReturn: Bool, info: TypeInfo, file: FileContext) -> String? {
        if let result = witness.firstChild(.returnClause)?.firstChild(.type) {
            guard allowsReturn else { return "returns a value, which a Task cannot provide" }
            let text = result.text
            if file.isSendable(typeNamed: text, from: info.name) != true { return "returns \(text), which is not known to be Sendable" }
        }
        var types: [String: String] = [:]
        for parameter in witness.parameterNodes {
            guard let name = parameter.parameterLabelAndName?.name,
                  let type = parameter.parameterType else { continue }
            types[name] = type.text
        }
        var blocker: String?
        witness.firstChild(.codeBlock)?.walk { node in
            guard blocker == nil, node.kind == .declReference, let name = node.name, let type = types[name] else { return }
            if file.isSendable(typeNamed: type, from: info.name) != true { blocker = "uses its parameter '\(name)', a \(type), which is not known to be Sendable" }
        }
        return blocker
    }

    /// The first use of main-actor state in a member: an instance member of the type that is not a
    /// Sendable constant, or a main-actor API or declaration the inference resolved.
    func mainActorUse(in witness: Witness, info: TypeInfo, file: FileContext, skippingSuper: Bool = false) -> String? {
        let member = witness.node
        let location = DeclLocation(file: witness.unit, node: member.index)
        for use in file.isolationGraph.uses[location] ?? [] where use.isSynchronousOwn {
            switch use.target {
            case .mainActorAPI: return use.text
            case .declaration(let target):
                guard let (_, declared) = file.index.declarations[target], target != location else { continue }
                if declared.kind == .variable, declared.isLet, declared.isStored,
                   file.valueType(of: declared).flatMap({ file.isSendable(typeNamed: $0, from: info.name) }) == true { continue }
                if declared.explicitIsolation == .nonisolated { continue }
                if info.members.contains(where: { $0.location == target }) && !declared.isStatic { return use.text }
                if file.index.isolation(ofDeclarationAt: target, settings: file.target)?.isolation.isMainActor == true { return use.text }
            case .initializer:
                continue
            case .opaqueSelfMember:
                // A member inherited from an SDK class the index cannot see: assume main-actor.
                if skippingSuper && use.text.hasPrefix("super.") { continue }
                return use.text
            }
        }
        return file.mainActorCall(in: member, context: info.name)
    }
}
