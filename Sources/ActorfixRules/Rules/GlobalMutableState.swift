import ActorfixIndex
import ActorfixSyntax

/// SE-0412: global and static variables must be isolated, immutable and Sendable, or opted out.
public struct GlobalMutableState: Rule {
    public init() {}
    public let id = "global-mutable-state"
    public let preparedReads = PreparedReads.isolationGraph
    public let summary = "Make global and static mutable state concurrency-safe: let, @MainActor, or nonisolated(unsafe)"
    public let rationale = """
        Swift 6 (SE-0412) rejects nonisolated global and static variables: "var 'x' is not concurrency-safe \
        because it is nonisolated global shared mutable state", and for non-Sendable constants "static property \
        'shared' is not concurrency-safe because non-'Sendable' type 'T' may have shared mutable state". The \
        compiler offers three alternatives and cannot pick; actorfix picks from how the variable is used in the \
        whole project: never assigned after initialization and Sendable → `let` (no behaviour change); used only \
        from main-actor code (views, @MainActor types; ObservableObject singletons used by views) → `@MainActor`, \
        written before any modifier (the compiler's own fix-it has put it after `static`, which does not compile, \
        swiftlang/swift#80714); otherwise `nonisolated(unsafe)`, marked for review because it only silences the \
        check: the code that uses the variable must be made safe by hand.
        """
    public let proposals = ["SE-0412", "SE-0316"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "var requestCount = 0\nenum Config { static var baseURL = \"https://example.com\" }\n",
        after: "@MainActor var requestCount = 0\nenum Config { static let baseURL = \"https://example.com\" }\n")

    public func check(_ file: FileContext) -> [Change] {
        let target = file.target
        var changes: [Change] = []
        for item in file.tree.root.itemsFlatteningIfConfig where item.kind == .variableDecl {
            if file.path.hasSuffix("main.swift") { break } // top-level variables of main.swift are @MainActor (SE-0343)
            if let change = examine(item, in: .indexed(nil), file: file, target: target) { changes.append(change) }
        }
        for decl in file.tree.nodes(ofKinds: .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl) {
            let described = file.typeInfo(of: decl).flatMap { info in
                // Two files' private types with one name are merged in the index: neither is described.
                decl.kind != .extensionDecl && declaredMoreThanOnce(file).contains(info.name) && isPrivate(decl) ? nil : info
            }
            guard let info = described else {
                // An extension of a type from another module (`extension CGFloat { static var
                // spacing = 8.0 }`): its statics are global state like any other.
                if decl.kind == .extensionDecl, let extended = externalType(extendedBy: decl, file: file, target: target) {
                    for member in decl.memberDeclarations where member.kind == .variableDecl && member.isStatic {
                        if let change = examine(member, in: .external(extended), file: file, target: target) { changes.append(change) }
                    }
                    continue
                }
                // A type the index does not describe: declared inside a function, or a private
                // type whose name another file's private type also has (`fileprivate struct Fixture`
                // in many test files). Only this file can use it, so this file decides.
                guard let scope = fileLocalScope(decl, file: file) else { continue }
                for member in decl.memberDeclarations where member.kind == .variableDecl && member.isStatic {
                    if let change = examine(member, in: scope, file: file, target: target) { changes.append(change) }
                }
                continue
            }
            guard info.kind != .protocol else {
                // `static let palette: any ColorSet`: the protocol may refine Sendable.
                if decl.kind == .protocolDecl, let change = conformToSendable(decl, info, file: file) { changes.append(change) }
                continue
            }
            if decl.kind != .extensionDecl, let change = conformToSendable(decl, info, file: file) { changes.append(change) }
            // Members of a global-actor type are isolated already.
            let typeIsolation = file.index.isolation(ofType: info, settings: target).isolation
            if case .globalActor = typeIsolation { continue }
            // A type the inference makes @MainActor isolates its statics too (infer-main-actor).
            if info.kind != .actor, file.inferredMainActorType(info) != nil { continue }
            if decl.kind == .extensionDecl, file.index.explicitIsolation(ofExtension: decl) != nil { continue }
            for member in decl.memberDeclarations where member.kind == .variableDecl && member.isStatic {
                if let change = examine(member, in: .indexed(info), file: file, target: target) { changes.append(change) }
            }
        }
        return changes
    }

    /// Where a variable's declaration and uses are known: the index (globals and the types it
    /// describes), or one file's syntax (a type of this file only; `uses` bounds where it is visible).
    enum Scope {
        case indexed(TypeInfo?)
        case fileLocal(type: SyntaxNode, uses: Range<Int>)
        /// A member of an extension of a type another module declares, by the type's name.
        case external(String)
    }

    /// The name of the type an extension extends, when another module declares it and that type
    /// is known not to be isolated to a global actor (a standard or SDK type without isolation,
    /// through its SDK superclasses). Nil for isolated types (`extension UIView`: its statics are
    /// main-actor already), for types actorfix knows nothing of, and for isolated extensions.
    private func externalType(extendedBy decl: SyntaxNode, file: FileContext, target: SwiftSettings) -> String? {
        guard let name = file.typeName(of: decl), file.index.types[name] == nil,
              file.index.explicitIsolation(ofExtension: decl) == nil else { return nil }
        if FileContext.standardSendableTypes.contains(name) { return name }
        // A superclass the knowledge does not describe leaves the isolation unknown.
        let chain = file.index.sdk.superclassChain(of: name, in: target.sdk)
        guard chain.complete, chain.facts.allSatisfy({ $0.isolation == nil }) else { return nil }
        return name
    }

    /// The scope of a type declaration the index does not describe, when only this file can use
    /// it: declared in a function or closure, or private/fileprivate (at any nesting).
    private func fileLocalScope(_ decl: SyntaxNode, file: FileContext) -> Scope? {
        guard decl.kind != .extensionDecl, decl.kind != .protocolDecl, decl.kind != .actorDecl else { return nil }
        if case .globalActor = Isolation.explicit(on: decl, globalActors: file.index.globalActors) { return nil }
        if let body = decl.nearestAncestor(where: { $0.isFunctionLike || $0 == .closureExpr }) {
            return .fileLocal(type: decl, uses: body.byteRange)
        }
        return isPrivate(decl) ? .fileLocal(type: decl, uses: 0..<file.tree.bytes.count) : nil
    }

    /// Private or fileprivate, or nested in such a type.
    private func isPrivate(_ decl: SyntaxNode) -> Bool {
        var current: SyntaxNode? = decl
        while let type = current {
            if type.hasModifier("private") || type.hasModifier("fileprivate") { return true }
            current = type.enclosingType
        }
        return false
    }

    /// Type names with more than one primary declaration in the run.
    private func declaredMoreThanOnce(_ file: FileContext) -> Set<String> {
        file.index.memo("global-mutable-state duplicated types") {
            var seen: [String: Int] = [:]
            for (location, name) in file.index.typeNameOfDecl where file.index.node(location).kind != .extensionDecl { seen[name, default: 0] += 1 }
            return Set(seen.filter { $0.value > 1 }.keys)
        }
    }

    private func examine(_ decl: SyntaxNode, in scope: Scope, file: FileContext, target: SwiftSettings) -> Change? {
        // Default main-actor isolation (SE-0466) makes a global or static main-actor state, but
        // not a static of an actor, nor one of a type it leaves nonisolated: those are still
        // "nonisolated global shared mutable state" (quotio's `ManagementAPIClient.activeRequests`).
        if target.defaultIsolation == .mainActor {
            guard case .indexed = scope, let verdict = file.index.isolation(ofDeclarationAt: DeclLocation(file: file.unitIndex, node: decl.index), settings: target),
                  !verdict.isolation.isMainActor else { return nil }
        }
        let bindings = decl.bindings
        guard bindings.count == 1, let binding = bindings.first, let name = binding.name else { return nil }
        let isLet: Bool, type: TypeInfo?
        var typeText: String?
        switch scope {
        case .indexed(let info):
            let location = DeclLocation(file: file.unitIndex, node: decl.index)
            guard let (_, member) = file.index.declarations[location], member.kind == .variable, member.isStored else { return nil }
            if member.explicitIsolation != nil { return nil }
            // A wrapped variable is an accessor over its wrapper's storage, and `@TaskLocal` (a macro
            // since Swift 6) turns it into `static let $x` plus a getter: neither may become a `let`,
            // and the compiler's check is about the storage, not this declaration.
            if !member.propertyWrappers.isEmpty { return nil }
            (isLet, typeText, type) = (member.isLet, file.valueType(of: member), info)
        case .external(let extended):
            let location = DeclLocation(file: file.unitIndex, node: decl.index)
            guard let (_, member) = file.index.externalMembers[location], member.kind == .variable, member.isStored,
                  member.explicitIsolation == nil, member.propertyWrappers.isEmpty else { return nil }
            (isLet, typeText, type) = (member.isLet, file.valueType(of: member), nil)
            if typeText == "Self" || typeText?.hasPrefix("Self.") == true { typeText = extended + typeText!.dropFirst(4) }
        case .fileLocal:
            if Isolation.explicit(on: decl, globalActors: file.index.globalActors) != nil { return nil }
            if decl.attributeNames.contains(where: { $0.startsUppercase }) { return nil } // wrapped
            if let accessors = binding.accessorBlock, !accessors.text.containsText("willSet"), !accessors.text.containsText("didSet") { return nil }
            let written = binding.typeAnnotationType?.text ?? binding.initializerExpression.flatMap { file.inferredType(of: $0) }
            (isLet, typeText, type) = (decl.isLet, written, nil)
        }
        // `static let hidden = Self(base: .hidden)`: Self is the enclosing type.
        if typeText == "Self" || typeText?.hasPrefix("Self.") == true, let enclosing = type?.name ?? decl.enclosingType?.name {
            typeText = enclosing + typeText!.dropFirst(4)
        }
        let keywordToken = decl.declKeywordToken
        // The value of a global function or static method of the run is Sendable (SE-0418),
        // whatever its isolation (`static let wrapper = Node.article`).
        let functionValue = typeText == nil && binding.initializerExpression.map { namesFunctionOfTheRun($0, in: type, file: file) } == true
        let sendable = typeText.flatMap { file.isSendable(typeNamed: $0, from: type?.name) } ?? (functionValue ? true : nil)
        let isGlobal: Bool
        if case .indexed(nil) = scope { isGlobal = true } else { isGlobal = false }
        let kindText = isGlobal ? (isLet ? "let '\(name)'" : "var '\(name)'") : "static property '\(name)'"
        // A value made by main-actor code (`static var placeholder = WKWebView()`, `static let
        // screenWidth = UIScreen.main.bounds.width`): only the main actor may run it ("main actor-isolated default value in a nonisolated context", also
        // under nonisolated(unsafe)), so neither `let` nor the opt-out compiles.
        let mainActorValue: String?
        if case .indexed = scope, let value = binding.initializerExpression, GlobalMutableState.namesSomething(value) {
            mainActorValue = mainActorDefaultValue(DeclLocation(file: file.unitIndex, node: decl.index), file: file)
        } else {
            mainActorValue = nil
        }

        // 1a. A constant whose value is a closure literal taking and returning nothing
        //     (package-benchmark's `let benchmarks = { … }`): its type is a function type that
        //     is not Sendable, and written `@Sendable () -> Void` it is checked by the compiler.
        if isLet, mainActorValue == nil, binding.typeAnnotationType == nil, let value = binding.initializerExpression, value.kind == .closureExpr,
           let dropped = GlobalMutableState.voidClosureBodyIsSingleExpression(value), isSendableFunctionValue(value, in: type, file: file),
           let pattern = binding.firstChild(.pattern) {
            return change(file, [.insert(": @Sendable () -> Void", at: pattern.byteRange.upperBound)],
                          message: "give '\(name)' the type @Sendable () -> Void: its value is a closure that captures no mutable state",
                          reason: "Swift 6: \(kindText) is not concurrency-safe because non-'Sendable' type '() -> ()' may have shared mutable state (SE-0412). A function type is Sendable only when it says so (SE-0302); this closure takes nothing, returns nothing and captures no mutable state, so `@Sendable` in its written type is checked by the compiler and changes no behaviour, where nonisolated(unsafe) would only silence the check (what package-benchmark asks of its `benchmarks` closure).\(dropped ? " Review: its body is one expression, whose value the closure returned; with `-> Void` it is discarded (a caller using the value no longer compiles)." : "")",
                          safety: dropped ? .review : nil, at: Int(file.tree.tokens[Int(decl.firstToken)].start))
        }
        // (A constant made by main-actor code needs that first, whatever its type.)
        if isLet && mainActorValue == nil {
            // Only non-Sendable constants are a problem; "cannot tell" is said, not kept quiet.
            if sendable == true { return nil }
            if sendable == nil {
                // A protocol of the run that may refine Sendable gets it on its declaration.
                if let typeText, conformable(typeText, from: type?.name, file: file) != nil { return nil }
                let typeName = typeText.map { "'\($0)'" } ?? "its type"
                return change(file, [], message: "cannot tell whether '\(name)'\(typeText.map { " (\($0))" } ?? "") is Sendable (review)",
                              reason: "If it is not, Swift 6 reports \"\(kindText) is not concurrency-safe because non-'Sendable' type \(typeName) may have shared mutable state\" (SE-0412). actorfix cannot see the type's declaration (another module, or a type it cannot infer): if the type is Sendable, nothing is needed; if it is your own, conform it to Sendable; otherwise isolate '\(name)' (@MainActor) or opt it out with nonisolated(unsafe).",
                              safety: .review, at: Int(file.tree.tokens[Int(decl.firstToken)].start))
            }
        }
        let uses: [Reference]
        switch scope {
        case .indexed(let info):
            uses = references(named: name, inType: info.map { file.index.key(of: $0) }, file: file, visibleToOtherModules: isVisibleToOtherModules(decl))
        case .external(let extended): uses = references(named: name, inType: extended, file: file)
        case .fileLocal(let typeDecl, let range): uses = localReferences(named: name, in: typeDecl, within: range, file: file)
        }
        let writes = uses.filter { changes($0, valueType: typeText, context: type?.name, file: file) }
        // An own public type that only lacks the explicit conformance gets it first (in its file),
        // when this variable can then be a constant.
        if sendable != true, let typeText, conformable(typeText, from: type?.name, file: file) != nil,
           holdsConstant(isLet: isLet, writes: writes, decl: decl, declaringFile: file.unitIndex, file: file) { return nil }
        // The compiler's words, for reasons: composed only when a reason is read.
        let typeShown = typeText ?? "?"
        let diagnostic: @Sendable () -> String = {
            isLet && sendable == true ? "\(kindText) is a constant of Sendable type"
                : isLet && sendable == nil ? "\(kindText) is a constant of a type actorfix cannot tell is Sendable"
                : isLet ? "\(kindText) is not concurrency-safe because non-'Sendable' type '\(typeShown)' may have shared mutable state"
                : "\(kindText) is not concurrency-safe because it is nonisolated global shared mutable state"
        }
        // Clients may assign a public or open `var` that the package never assigns.
        let clientsMayAssign = self.clientsMayAssign(decl, declaringFile: file.unitIndex, file: file)

        // 1. Never assigned after initialization, Sendable, plain stored var → let.
        if !isLet, writes.isEmpty, !clientsMayAssign, sendable == true, mainActorValue == nil, binding.initializerExpression != nil, binding.accessorBlock == nil,
           !decl.hasModifier("lazy"), let keywordToken {
            let typeTextNow = typeText // the reason is composed later: a copy, not the variable
            let forClients = isSettableByClients(decl)
            return change(file, setterModifierDeletions(decl, file: file) + [EditBuilders.replaceToken(keywordToken, in: file.tree, with: "let")],
                          message: "make '\(name)' a let: it is never assigned after initialization\(forClients ? " (review: it is public, and every target that can import its module is in the run)" : "")",
                          reason: "Swift 6: \(diagnostic()). It is never assigned anywhere in the project and its type (\(typeTextNow ?? "a function of the project, named as a value: Sendable by SE-0418")) is Sendable, so a constant keeps the behaviour and is safe (SE-0412).\(forClients ? " It is public, but its module is a target of an app's Xcode project, published neither as a package nor as a pod, and the project's other targets, the only code that can import it, are all in this run and none assigns it." : "")",
                          safety: forClients ? .review : nil, at: Int(file.tree.tokens[Int(keywordToken)].start))
        }
        // 1b. A constant of function type whose value is a closure capturing no mutable state, or
        //     a function: its type can say @Sendable (what nativ's people wrote for an
        //     environment key's default value), checked by the compiler, not opted out.
        if isLet, let annotation = binding.typeAnnotationType, let value = binding.initializerExpression,
           let insertion = sendableInsertion(inFunctionType: annotation), isSendableFunctionValue(value, in: type, file: file) {
            return change(file, [.insert("@Sendable ", at: insertion)],
                          message: "make the type of '\(name)' @Sendable: its value is \(value.kind == .closureExpr ? "a closure that captures no mutable state" : "a function")",
                          reason: "Swift 6: \(diagnostic()). A function type is Sendable only when it says so (SE-0302); this constant's value \(value.kind == .closureExpr ? "is a closure that captures no mutable state" : "names a function, which captures nothing"), so `@Sendable` in its type is checked by the compiler and changes no behaviour, where nonisolated(unsafe) would only silence the check.",
                          at: Int(file.tree.tokens[Int(decl.firstToken)].start))
        }
        // 2. Used only from main-actor code → @MainActor.
        let contexts = uses.map { use -> Isolation in
            let unit = file.index.units[use.file]
            let fileContext = use.file == file.unitIndex ? file
                : FileContext(unitIndex: use.file, index: file.index, settings: unit.settings, target: file.target, options: file.options)
            let node = unit.tree.node(use.node)
            let isolation = fileContext.isolation(at: node, settings: target)
            // A use in a type this round makes `@MainActor` (open2fa's `Core2FA_ViewModel.init`
            // reading `StorageService.shared`) runs there once the annotation is written.
            return isolation == .nonisolated && fileContext.becomesMainActor(at: node) ? .mainActor : isolation
        }
        // A read under `await` hops to the main actor for a Sendable value (SE-0306): KMReader's
        // `Task.detached { try? await DatabaseOperator.shared.commitImmediately() }`, whose people
        // made the actor singleton `@MainActor`.
        let offMain = zip(uses, contexts).filter { use, isolation in
            guard !isolation.isMainActor else { return false }
            return use.isWrite || sendable != true || !FileContext.isAwaited(file.index.units[use.file].tree.node(use.node))
        }
        let anchor = Int(file.tree.tokens[Int(decl.firstToken)].start)
        if let mainActorValue, let firstOffMain = offMain.first {
            return change(file, [], message: "'\(name)' is made by main-actor code (\(mainActorValue)) but used off the main actor (review)",
                          reason: "Swift 6: its initial value uses \(mainActorValue), which only the main actor may run (\"main actor-isolated default value in a nonisolated context\", also with nonisolated(unsafe)), and @MainActor would break its use off the main actor at \(place(of: firstOffMain.0, file: file)). Make the value on the main actor where it is first needed, or isolate the users to the main actor (SE-0412, SE-0316).",
                          safety: .review, at: anchor)
        }
        // A static witnessing another module's requirement keeps the requirement's isolation:
        // `@MainActor` would break the conformance ("conformance … crosses into main
        // actor-isolated code"; Maccy's `AppIntent` titles).
        // (Asked only where step 2 would follow the uses: most statics never get here.)
        let witness = offMain.isEmpty && !uses.isEmpty ? type.flatMap { owner in
            IsolationGraph.otherModulesProtocol(mayRequire: name, of: owner, index: file.index, generation: target.sdk)
        } : nil
        // 2 (also for a value made by main-actor code, used nowhere else or on the main actor only).
        if offMain.isEmpty && (!uses.isEmpty || mainActorValue != nil) && (witness == nil || mainActorValue != nil) {
            let forClients = isVisibleToClients(decl)
            let awaited = zip(uses, contexts).contains { !$0.1.isMainActor }
            let onMain = uses.isEmpty ? "Nothing in the project uses it"
                : awaited ? "Every use in the project runs on the main actor or reads it under `await`, which hops there for its Sendable value (SE-0306)"
                : uses.count == 1 ? "Its one use in the project runs on the main actor" : "All \(uses.count) uses in the project run on the main actor"
            let why = mainActorValue.map { "its value is made by main-actor code (\($0))" } ?? (awaited ? "every use is on the main actor or awaits it" : "every use is on the main actor")
            let reason = mainActorValue.map { "\(diagnostic()), and its initial value uses \($0), which only the main actor may run (\"main actor-isolated default value in a nonisolated context\"). \(onMain), so @MainActor fixes both" }
                ?? "\(diagnostic()). \(onMain), so @MainActor makes it safe"
            return change(file, [EditBuilders.addAttribute("@MainActor", to: decl, style: file.style)],
                          message: "isolate '\(name)' to the main actor: \(why)\(forClients ? " (review: it is public, and clients must then use it from the main actor too)" : "")",
                          reason: "Swift 6: \(reason) without changing behaviour (SE-0412, SE-0316).",
                          safety: forClients ? .review : nil, at: anchor)
        }
        // 3. Otherwise: opt out, for a person to review.
        guard keywordToken != nil, let insertion = EditBuilders.addIsolationModifier("nonisolated(unsafe)", to: decl, style: file.style) else { return nil }
        let firstOffMain = offMain.first.map { place(of: $0.0, file: file) }
        let typeName = typeText.map { "'\($0)'" } ?? "its type"
        var why: String
        if let witness {
            why = "it may witness a requirement of \(witness), another module's protocol, which @MainActor would break"
        } else {
            why = uses.isEmpty ? "it is not used in the files actorfix was given"
                : "it is \(offMain.first?.0.isWrite == true ? "written" : "read") from code that is not on the main actor (first at \(firstOffMain ?? "?"))"
        }
        // Never assigned: it becomes a constant all the same, which keeps what the code does and
        // what the compiler checks (a `nonisolated(unsafe) let` of a type that turns out Sendable
        // gets the compiler's warning that the opt-out is unnecessary).
        var edits = [insertion]
        var constant = false
        if !isLet && writes.isEmpty && clientsMayAssign {
            why += ", and it is \(decl.hasModifier("open") ? "open" : "public"): clients may assign it, so it stays a `var`"
        } else if !isLet && writes.isEmpty {
            why += sendable == nil
                ? ", and a plain `let` needs a Sendable type but actorfix cannot tell whether \(typeName) is Sendable (an SDK knowledge file can say so)"
                : ", and \(typeName) is not Sendable, so a plain `let` would not compile"
            let setters = setterModifierDeletions(decl, file: file)
            if binding.initializerExpression != nil, binding.accessorBlock == nil, !decl.hasModifier("lazy"), let keywordToken,
               !setters.contains(where: { $0.range.lowerBound == insertion.range.lowerBound }) {
                let keyword = EditBuilders.replaceToken(keywordToken, in: file.tree, with: "let")
                // With no modifiers before it, the opt-out goes where the keyword starts: one edit.
                edits = keyword.range.lowerBound == insertion.range.lowerBound
                    ? [.replace(keyword.range, with: insertion.replacement + keyword.replacement)]
                    : [insertion, keyword]
                edits = setters + edits
                constant = true
            }
        }
        let compiler = file.settings.toolsVersionBelow(major: 5, minor: 10).map {
            " It needs Swift 5.10 or later, and Package.swift declares swift-tools-version \($0): raise it, or keep older compilers out."
        } ?? ""
        let asConstant = constant ? " It is never assigned after initialization, so it also becomes a `let`: the value stays what it is." : ""
        let lockNote = lockGuardedTypeNote(typeText, from: type, file: file)
        let whyNow = why // the reason is composed later: a copy, not the variable
        return change(file, edits,
                      message: "opt '\(name)' out of isolation checking with nonisolated(unsafe)\(constant ? " and make it a let" : "") (review: \(why)\(lockNote.isEmpty ? "" : "; or @unchecked Sendable on its lock-guarded type"))\(compiler.isEmpty ? "" : "; needs Swift 5.10")",
                      reason: "Swift 6: \(diagnostic()). \(whyNow.prefix(1).uppercased() + whyNow.dropFirst()), so neither a plain `let` nor `@MainActor` is a drop-in fix. nonisolated(unsafe) compiles but only silences the check: protect every access (a lock, an actor, or main-actor isolation) or restructure (SE-0412).\(asConstant)\(lockNote)\(compiler)",
                      safety: .review, at: anchor)
    }

    /// For a value of a class of the run whose state a lock guards (swift-metrics' `FactoryBox`),
    /// what its people write instead of the opt-out: `@unchecked Sendable` once on the class,
    /// which covers every place its values cross. Empty for any other type.
    private func lockGuardedTypeNote(_ typeText: String?, from type: TypeInfo?, file: FileContext) -> String {
        guard let typeText, let held = file.index.lookupType(ProjectIndex.stripGenerics(typeText), from: type?.name, inFile: file.unitIndex),
              let (lock, state) = file.lockAndMutableState(of: held) else { return "" }
        return " \(held.name) holds '\(lock.name)': if it guards every access to \(state.map { "'\($0.name)'" }.joined(separator: ", ")), `@unchecked Sendable` on \(held.name) states that once, for this constant and every other place its values cross, and makes this opt-out unnecessary (actorfix does not write it: it cannot prove it)."
    }

    /// `Config.swift:12`: where a use is.
    private func place(of use: Reference, file: FileContext) -> String {
        let unit = file.index.units[use.file]
        return "\(unit.tree.fileName):\(unit.tree.location(ofToken: use.token).line)"
    }

    /// Whether an expression refers to anything by name: a literal (`var count = 0`, a generated
    /// file's thousands of globals) has no uses, so the isolation graph need not be asked.
    private static func namesSomething(_ expression: SyntaxNode) -> Bool {
        var found = false
        expression.tree.preorder(from: expression.index) { _, record in
            if record.kind == .declReference || record.kind == .memberAccess { found = true }
        }
        return found
    }

    /// The main-actor API or declaration a stored property's initial value uses, as written.
    private func mainActorDefaultValue(_ location: DeclLocation, file: FileContext) -> String? {
        let graph = file.isolationGraph
        // A function named, not called, runs nothing there (`DeclarationUse.FunctionValue`), nor
        // does a closure the value stores (TCA's `static let liveValue = Self { url in … }`); one
        // called on the spot (`= { … }()`) runs there.
        return graph.uses[location]?.first { use in
            guard use.inDefaultValue, use.functionValue == nil, use.isSynchronousOwn, graph.isMainActor(use.target) else { return false }
            let declaration = file.index.node(location)
            var node = file.index.units[use.file].tree.innermostNode(startingAt: use.offset)
            while let current = node, current != declaration {
                if current.kind == .closureExpr, !(current.parent?.kind == .callExpr && current.parent?.firstChild == current) { return false }
                node = current.parent
            }
            return true
        }?.text
    }

    /// `private(set)` means nothing on a constant (and does not compile there): its deletion.
    private func setterModifierDeletions(_ decl: SyntaxNode, file: FileContext) -> [Edit] {
        decl.modifiers.filter { $0.text.containsText("(set)") }.map { modifier in
            Edit.delete(Int(file.tree.tokens[Int(modifier.firstToken)].start)..<Int(file.tree.tokens[Int(modifier.endToken)].start))
        }
    }

    /// Uses of a static member of a type only this file sees: `Type.name` within `range`, or
    /// `name`, `self.name`, `Self.name` inside the type's declaration.
    private func localReferences(named name: String, in typeDecl: SyntaxNode, within range: Range<Int>, file: FileContext) -> [Reference] {
        let typeName = typeDecl.name ?? ""
        let typeRange = typeDecl.byteRange
        return file.index.scanReferences(to: name).filter { use in
            guard use.file == file.unitIndex else { return false }
            let start = file.tree.node(use.node).byteRange.lowerBound
            guard range.contains(start) else { return false }
            switch use.base {
            case .named(let base) where base == typeName || base.hasSuffix("." + typeName): return true
            case .named("Self"), .none, .selfBase: return typeRange.contains(start)
            // `.name`, when no type the index describes has a static or case of that name.
            case .implicit: return staticOwners(file.index)[name] == nil
            default: return false
            }
        }
    }

    /// The type a value holds, looking through arrays, sets and optionals: `[Delimiter]?` → `Delimiter`.
    /// Unwraps at most `TypeNesting.limit` levels: each copies the rest of the text, and a
    /// generated `[[[…Int…]]]` 25,600 deep overflowed the stack.
    private func elementType(_ written: String, depth: Int = 0) -> String {
        var name = written.trimmingCharacters(in: .whitespaces)
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        guard depth < TypeNesting.limit else { return ProjectIndex.stripGenerics(name) }
        if name.hasPrefix("("), name.hasSuffix(")"), !name.containsText("->") { return elementType(String(name.dropFirst().dropLast()), depth: depth + 1) }
        if name.hasPrefix("any ") { return elementType(String(name.dropFirst(4)), depth: depth + 1) }
        if name.hasPrefix("["), name.hasSuffix("]") {
            let inner = String(name.dropFirst().dropLast())
            guard let colon = inner.topLevelIndices(of: [":"]).first else { return elementType(inner, depth: depth + 1) }
            // A dictionary keyed by a standard Sendable type holds its values' type (Stencil's
            // `behaviourMap: [Character: TrimBehaviour.Trim]`).
            let key = inner[..<colon].trimmingCharacters(in: .whitespaces)
            if FileContext.standardSendableTypes.contains(key) { return elementType(String(inner[inner.index(after: colon)...]), depth: depth + 1) }
        }
        for container in ["Array<", "Set<", "Optional<"] where name.hasPrefix(container) && name.hasSuffix(">") {
            return elementType(String(name.dropFirst(container.count).dropLast()), depth: depth + 1)
        }
        return ProjectIndex.stripGenerics(name)
    }

    /// A public or open `var` without a narrower setter, unless every client of its module is
    /// in the run (see `clientsAllInRun`), where a write would have been seen.
    private func clientsMayAssign(_ decl: SyntaxNode, declaringFile: Int, file: FileContext) -> Bool {
        isSettableByClients(decl) && !(clientsAllInRun(of: declaringFile, file: file) && !decl.hasAttribute("objc") && !decl.hasModifier("open"))
    }

    /// A `var` clients see, without a narrower setter (`public private(set) var`).
    private func isSettableByClients(_ decl: SyntaxNode) -> Bool {
        isVisibleToClients(decl) && !decl.modifiers.contains { $0.text.containsText("(set)") }
    }

    /// Whether the module of a file is a target of an app's Xcode project whose other targets,
    /// every client that can import it, are all in the run (`RuleOptions.clientsInProject`):
    /// penn-mobile-ios's `PennMobileShared` framework, imported by its app and its widgets. An
    /// `@objc` member may still be assigned from Objective-C sources, and an `open` one is a
    /// contract with subclasses: both keep their clients.
    private func clientsAllInRun(of declaringFile: Int, file: FileContext) -> Bool {
        guard let module = file.index.units[declaringFile].module, let clients = file.options.clientsInProject[module] else { return false }
        let modules = file.index.memo("modules of the run") { Set(file.index.units.compactMap(\.module)) }
        return clients.isSubset(of: modules)
    }

    /// A constant, or a variable that becomes one once its type is Sendable.
    /// Where `@Sendable ` goes in a written function type (`(Section) -> Void`, `() async throws
    /// -> T`), or nil for any other type, one that already says how it is isolated, or a tuple.
    private func sendableInsertion(inFunctionType type: SyntaxNode) -> Int? {
        guard !type.text.containsText("@"), let offset = EditBuilders.functionTypeAttributeOffset(in: type) else { return nil }
        // Where it goes, the parameter list of a function type (`((Int) -> Int)` takes it inside).
        let text = type.tree.bytes[offset..<type.byteRange.upperBound]
        guard let close = EditBuilders.closingParenthesis(text, from: offset) else { return nil }
        let rest = String(decoding: text[(close + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix("->") || rest.hasPrefix("async") || rest.hasPrefix("throws") else { return nil }
        return offset
    }

    /// Whether a closure literal takes nothing and returns nothing, as its own code shows: no
    /// signature, no `$0`, no `return` of a value, no `try` or `await` (its type would throw or be
    /// async) outside the closures and functions it declares. Nil when it may; else whether its
    /// body is a single expression, whose value it returns (dropped by a `-> Void` type).
    static func voidClosureBodyIsSingleExpression(_ closure: SyntaxNode) -> Bool? {
        guard closure.kind == .closureExpr, closure.firstChild(.closureSignature) == nil else { return nil }
        var returnsNothing = true
        closure.walk { node in
            guard returnsNothing, node != closure else { return }
            let own: Bool
            switch node.kind {
            case .returnStmt: own = true
            case .tryExpr: own = !(node.text.hasPrefix("try?") || node.text.hasPrefix("try!"))
            case .awaitExpr: own = true
            case .declReference: own = node.name?.hasPrefix("$") == true && node.name?.dropFirst().first?.isNumber == true
            default: return
            }
            guard own, node.nearestAncestor(where: { $0 == .closureExpr || $0.isFunctionLike })?.index == closure.index else { return }
            if node.kind == .returnStmt, node.children.isEmpty { return }
            returnsNothing = false
        }
        guard returnsNothing else { return nil }
        let statements = closure.children.filter { $0.kind != .closureSignature }
        guard statements.count == 1, let only = statements.first else { return false }
        switch only.kind {
        case .variableDecl, .funcDecl, .classDecl, .structDecl, .enumDecl, .guardStmt, .forStmt, .whileStmt, .repeatStmt,
             .doStmt, .throwStmt, .deferStmt, .jumpStmt, .labeledStmt, .returnStmt:
            return false
        default:
            return true
        }
    }

    /// A closure literal without a capture list that names no `var` of the run, or a function of
    /// the run or of the enclosing type named as a value (`"echo": echo`).
    /// `Node.article`, `helper`: a static method of a type of the run, named through its type, or
    /// a global function (or a static method of the enclosing type), not called.
    private func namesFunctionOfTheRun(_ value: SyntaxNode, in type: TypeInfo?, file: FileContext) -> Bool {
        let candidates: [MemberInfo]
        switch value.kind {
        case .declReference:
            guard let name = value.name else { return false }
            candidates = (type?.members(named: name).filter(\.isStatic) ?? []) + (file.index.globals[name] ?? [])
        case .memberAccess:
            // Through its type, also a nested one (`Parser.Context.error`).
            guard let name = value.name, let base = value.firstChild, base.kind == .declReference || base.kind == .memberAccess,
                  case let typeName = base.text, typeName.startsUppercase, ProjectIndex.isWrittenTypeName(typeName),
                  let owner = typeName == "Self" ? type : file.index.lookupType(typeName, from: type?.name, inFile: file.unitIndex) else { return false }
            candidates = owner.members(named: name).filter(\.isStatic)
        default:
            return false
        }
        return !candidates.isEmpty && candidates.allSatisfy { $0.kind == .function }
    }

    private func isSendableFunctionValue(_ value: SyntaxNode, in type: TypeInfo?, file: FileContext) -> Bool {
        let index = file.index
        switch value.kind {
        case .closureExpr:
            if value.firstChild(.closureSignature)?.firstChild(.captureList) != nil { return false }
            for reference in value.descendants(.declReference) {
                guard let name = reference.name else { continue }
                if index.globals[name]?.contains(where: { $0.kind == .variable && !$0.isLet }) == true { return false }
                if let type, type.members(named: name).contains(where: { $0.kind == .variable && !$0.isLet }) { return false }
            }
            return true
        case .declReference:
            guard let name = value.name else { return false }
            let candidates = (type?.members(named: name) ?? []) + (index.globals[name] ?? [])
            return !candidates.isEmpty && candidates.allSatisfy { $0.kind == .function && $0.explicitIsolation == nil }
        default:
            return false
        }
    }

    /// Whether a use may change the value: assigned, passed `inout`, a mutating method of the
    /// standard library (`isWrite`), or a method of the value's own type that is `mutating` or
    /// unknown (`stats.record()`, `Cache.shared.reset()`): such a `var` cannot become a `let`.
    private func changes(_ use: Reference, valueType: String?, context: String?, file: FileContext) -> Bool {
        let node = file.index.units[use.file].tree.node(use.node)
        if use.isWrite { return file.writesVariable(reference: node, valueType: valueType, from: context) }
        return file.mayMutate(reference: node, valueType: valueType, from: context)
    }

    private func holdsConstant(isLet: Bool, writes: [Reference], decl: SyntaxNode, declaringFile: Int, file: FileContext) -> Bool {
        isLet || (writes.isEmpty && !clientsMayAssign(decl, declaringFile: declaringFile, file: file))
    }

    /// Whether another module of the project can see it: what clients see, or a `package` one.
    private func isVisibleToOtherModules(_ decl: SyntaxNode) -> Bool {
        isVisibleToClients(decl) || decl.hasModifier("package")
    }

    /// Whether code outside the module can see a declaration: `public`/`open`, or a member of a
    /// `public extension` without an access modifier of its own.
    private func isVisibleToClients(_ decl: SyntaxNode) -> Bool {
        if decl.hasModifier("public") || decl.hasModifier("open") { return true }
        if decl.modifiers.contains(where: { SourceStyle.accessModifiers.contains($0.name ?? "") }) { return false }
        let container = decl.parent?.parent
        return container?.kind == .extensionDecl && container?.hasModifier("public") == true
    }

    /// An own public struct or enum, not generic, not yet Sendable, whose stored properties are
    /// all Sendable: SE-0302 gives public types no implicit Sendability, but it may conform.
    /// Or an own final class whose stored properties are all `let`s of Sendable types (a
    /// generated icon catalogue: `static let xIcon = Icons(name: …)` thousands of times): the
    /// compiler accepts a checked conformance there, and one edit on the type fixes every constant.
    private func conformable(_ typeText: String, from context: String?, file: FileContext) -> [TypeInfo]? {
        file.index.lookupType(elementType(typeText), from: context).flatMap { conformable($0, file: file) }
    }

    /// Nil when the type cannot conform; else the types it conforms along with (see
    /// `typesToConformAlong`; none for a class or protocol).
    private func conformable(_ info: TypeInfo, file: FileContext) -> [TypeInfo]? {
        file.keptForLargeType(info, "conformable to Sendable by global-mutable-state") { conformableAsked(info, file: file) }
    }

    private func conformableAsked(_ info: TypeInfo, file: FileContext) -> [TypeInfo]? {
        guard info.genericParameters.isEmpty, file.isSendable(info) != true else { return nil }
        switch info.kind {
        // Those of another file conform there, in the same round (`constantHolders` holds them
        // through this type): this change edits only its own file.
        case .struct, .enum: return typesToConformAlong(with: info, file: file)?.filter { $0.declaration.file == info.declaration.file }
        case .class: return file.finalClassMayConformToSendable(info) || file.varsBlockingSendableOnceFinal(info) != nil ? [] : nil
        case .protocol: return file.conformersAllowSendable(info) != nil ? [] : nil
        default: return nil
        }
    }

    /// What a struct or enum conforms to Sendable with: nothing more when its stored properties
    /// are all Sendable; else the structs and enums of the run that it stores and that are not
    /// Sendable only for being public (SE-0302), when with them it would be (Stencil's
    /// `TrimBehaviour` stores its nested `public enum Trim`), conformed in the same change when
    /// in its file, else in the same round in theirs. Nil when it cannot conform so.
    private func typesToConformAlong(with info: TypeInfo, file: FileContext) -> [TypeInfo]? {
        guard info.kind == .struct || info.kind == .enum else { return nil }
        if file.storedPropertiesAreSendable(info) == true { return [] }
        guard info.genericParameters.isEmpty else { return nil }
        // The structs and enums it stores, and those they store, at any depth (MoeMemos' `Memo`
        // stores `RemoteUser?`, which stores `MemoVisibility`).
        let own = file.index.key(of: info)
        var found: [String: TypeInfo] = [:]
        var work = [info]
        while let next = work.popLast() {
            for (_, type) in file.storedTypes(of: next) where file.isSendable(typeNamed: type, from: next.name) != true {
                for name in FileContext.typeNames(in: type) {
                    guard let stored = file.index.lookupType(name, from: next.name, inFile: next.declaration.file), file.isSendable(stored) != true else { continue }
                    let key = file.index.key(of: stored)
                    guard key != own, found[key] == nil else { continue }
                    guard stored.kind == .struct || stored.kind == .enum, stored.genericParameters.isEmpty else { return nil }
                    found[key] = stored
                    work.append(stored)
                }
            }
        }
        // Each is Sendable once all of them are.
        let assuming = file.assumingSendable(Set(found.keys).union([own]))
        guard !found.isEmpty, ([info] + found.values).allSatisfy({ assuming.storedPropertiesAreSendable($0) == true }) else { return nil }
        return found.values.sorted { ($0.declaration.file, $0.declaration.node) < ($1.declaration.file, $1.declaration.node) }
    }

    /// The global and static constants and never-assigned variables of the run, by the index key
    /// of the type they hold, resolved where they are declared: type key → a variable's name. (By
    /// simple name, Alamofire's `static let defaultDestination: Destination`, a closure typealias
    /// of `DownloadRequest`, asked for a conformance of every other type named `Destination`.)
    private func constantHolders(_ file: FileContext) -> [String: Holder] {
        file.index.memo("global-mutable-state holders") {
            var holders: [String: Holder] = [:]
            for (location, entry) in file.index.declarations {
                let member = entry.member
                // Top-level variables of main.swift are main-actor (SE-0343): they need nothing.
                if entry.type == nil, file.index.units[location.file].path.hasSuffix("main.swift") { continue }
                guard member.kind == .variable, member.isStored, entry.type == nil || member.isStatic,
                      member.explicitIsolation == nil, member.propertyWrappers.isEmpty,
                      var type = file.valueType(of: member) else { continue }
                if type == "Self", let owner = entry.type { type = owner }
                let decl = file.index.node(member.location)
                let writes = member.isLet ? [] : references(named: member.name, inType: entry.type, file: file, visibleToOtherModules: isVisibleToOtherModules(decl),
                                                            declaringFile: location.file).filter { changes($0, valueType: type, context: entry.type, file: file) }
                guard holdsConstant(isLet: member.isLet, writes: writes, decl: decl, declaringFile: location.file, file: file) else { continue }
                // A type holding an instance of itself (`static let shared = AppDefaults()`) holds
                // that declaration, also when another module declares a type of the same name.
                let base = elementType(type)
                // (By its own simple name too: the second declaration of `SVG.Options` in an
                // `#else` branch, SwiftDraw's, holds itself, not the first.)
                let owner = entry.type.flatMap { key -> String? in
                    let name = ProjectIndex.sourceName(ofKey: key)
                    return name == base || (!base.contains(".") && name.lastDottedComponent == base) ? key : nil
                }
                guard let key = owner ?? file.index.lookupType(base, from: entry.type, inFile: location.file).map(file.index.key(of:)) else { continue }
                holders[key] = Holder(variable: min(holders[key]?.variable ?? member.name, member.name), heldType: nil)
            }
            // What a held struct or enum stores is held through it (MoeMemos' `sampleMemo` holds
            // a `Memo`, which stores `[Resource]` declared in another file: each conforms in its
            // own file, in one round).
            for key in holders.keys.sorted() {
                guard let info = file.index.types[key], let holder = holders[key], let stored = typesToConformAlong(with: info, file: file) else { continue }
                for other in stored where other.declaration.file != info.declaration.file && holders[file.index.key(of: other)] == nil {
                    holders[file.index.key(of: other)] = Holder(variable: holder.variable, heldType: info.name)
                }
            }
            return holders
        }
    }

    /// A global or static constant holding a type: its name, and the type it holds when that is
    /// another type storing this one.
    struct Holder: Sendable {
        let variable: String
        let heldType: String?
    }

    /// `public struct Style { let width: Int }` used by `static let plain = Style(width: 1)` →
    /// `public struct Style: Sendable`, in the type's own file (where the compiler wants it).
    private func conformToSendable(_ decl: SyntaxNode, _ info: TypeInfo, file: FileContext) -> Change? {
        guard decl.kind == .structDecl || decl.kind == .enumDecl || decl.kind == .classDecl || decl.kind == .protocolDecl else { return nil }
        // Only for a type some global or static constant (or never-assigned variable) holds: asked
        // first, since it is one look-up and most types are held by none.
        guard let held = constantHolders(file)[file.index.key(of: info)], let alongside = conformable(info, file: file) else { return nil }
        let holder = held.variable
        // What the compiler names: the type the constant holds, which stores this one.
        let typeNamed = held.heldType.map { "\($0)' (which stores '\(info.name)')" } ?? "\(info.name)'"
        guard let edit = EditBuilders.addConformance("Sendable", to: decl) else { return nil }
        if info.kind == .protocol {
            let conformers = file.conformersAllowSendable(info) ?? []
            return change(file, [edit], message: "make protocol '\(info.name)' refine Sendable: every conforming type (\(conformers.prefix(4).joined(separator: ", "))\(conformers.count > 4 ? ", …" : "")) is Sendable",
                          reason: "Swift 6 reports \"static property '\(holder)' is not concurrency-safe because non-'Sendable' type 'any \(info.name)' may have shared mutable state\" (or the same for a global). An existential is Sendable when its protocol refines Sendable, and every type of the project that conforms to \(info.name) is Sendable or passes the compiler's check (SE-0302), so one refinement makes every such constant safe. Review: \(file.isPublic(info) ? "conforming types in other modules must then be Sendable too" : "future conforming types must be Sendable").",
                          safety: .review, at: decl.byteRange.lowerBound)
        }
        if info.kind == .class {
            let isPublic = file.isPublic(info)
            // Never-mutated `var`s become `let`s in the same change: the conformance needs them.
            // A class nothing subclasses (and no other module may) becomes final in the same change.
            let makeFinal = !info.modifiers.contains("final")
            let vars = (makeFinal ? file.varsBlockingSendableOnceFinal(info) : file.varsBlockingSendable(info)) ?? []
            var edits = [edit]
            if makeFinal {
                guard let final = EditBuilders.addModifier("final", to: decl) else { return nil }
                edits.insert(final, at: 0)
            }
            let also = vars.isEmpty ? "" : " (making \(vars.map { "'\($0.name)'" }.joined(separator: ", ")) a let: nothing assigns \(vars.count == 1 ? "it" : "them") after init)"
            return change(file, edits + file.letEdits(for: vars),
                          message: makeFinal ? "make class '\(info.name)' final and conform it to Sendable: nothing subclasses it and its stored properties are all lets of Sendable types\(also)"
                            : "conform '\(info.name)' to Sendable: a final class whose stored properties are all lets of Sendable types\(also)",
                          reason: "Swift 6 reports \"static property '\(holder)' is not concurrency-safe because non-'Sendable' type '\(typeNamed) may have shared mutable state\" (or the same for a global). Classes are never implicitly Sendable, but the compiler accepts a checked Sendable conformance for a final class without a superclass whose stored properties are all `let`s of Sendable types (SE-0302), so one conformance on the type makes every such constant safe, instead of opting each one out.\(makeFinal ? " Nothing in the project subclasses \(info.name) and it is not open, so `final` changes nothing at run time." : "")\(isPublic ? " Review: it promises clients that the type stays Sendable." : "")",
                          // `final` relies on every subclass being in the files given.
                          safety: isPublic || makeFinal ? .review : .safe, at: decl.byteRange.lowerBound)
        }
        let also = alongside.compactMap { stored in EditBuilders.addConformance("Sendable", to: file.index.node(stored.declaration)).map { (stored.name, $0) } }
        if !also.isEmpty {
            let names = also.map { "'\($0.0)'" }.joined(separator: ", ")
            return change(file, [edit] + also.map(\.1), message: "conform '\(info.name)' and \(names), which it stores, to Sendable: their stored properties are all Sendable",
                          reason: "Swift 6 reports \"static property '\(holder)' is not concurrency-safe because non-'Sendable' type '\(typeNamed) may have shared mutable state\" (or the same for a global). Public types are never implicitly Sendable (SE-0302): \(info.name) stores \(names), which is not Sendable for that reason only, so both conform, and every stored property is then Sendable. Review: it promises clients that the types stay Sendable.",
                          safety: .review, at: decl.byteRange.lowerBound)
        }
        return change(file, [edit], message: "conform '\(info.name)' to Sendable: its stored properties are all Sendable",
                      reason: "Swift 6 reports \"static property '\(holder)' is not concurrency-safe because non-'Sendable' type '\(typeNamed) may have shared mutable state\" (or the same for a global). \(info.name) is public, and public types are never implicitly Sendable (SE-0302), but every stored property of it is Sendable, so an explicit conformance compiles and makes such constants safe. Review: it promises clients that the type stays Sendable.",
                      safety: .review, at: decl.byteRange.lowerBound)
    }

    /// Uses of a global (bare name outside a type declaring the same member) or of a static
    /// member (`Type.name`, `Self.name`, or the bare name inside the type and its extensions).
    /// - Parameter type: the key of the type in the index (`Store#2` for a second `Store`), or
    ///   the name of a type of another module; nil for a global.
    /// - Parameters:
    ///   - visibleToOtherModules: for a global, whether it is public (or `package`).
    ///   - declaringFile: the global's file, when it is not `file`.
    private func references(named name: String, inType type: String?, file: FileContext, visibleToOtherModules: Bool = true,
                            declaringFile: Int? = nil) -> [Reference] {
        // Each member's locals are collected once a round, however many uses are asked about (a
        // function reading thousands of globals is asked about once per global).
        let tables = LocalScopes.tables(of: file.index)
        return file.index.references.references(to: name).filter { use in
            if let type {
                let written = ProjectIndex.sourceName(ofKey: type)
                let simple = written.lastDottedComponent
                switch use.base {
                // `Self.name` is a static of the type it is written in (or of a superclass of
                // the run), not of every type: Maccy's `Self.title(for:)` in an actor is no
                // use of an AppIntent's `static var title`.
                case .named("Self"): return use.enclosingType.map { selfNames(type, from: $0, index: file.index) } ?? false
                case .named(let base): return base == simple || base == written || base.hasSuffix("." + written)
                // A bare name also reaches the statics of enclosing types (SwiftSoup's
                // `multipoints[name] = …` in a type nested in `Entities`).
                case .none: return use.enclosingType.map { seesStatic(name, of: type, from: $0, index: file.index) } ?? false
                case .selfBase: return use.enclosingType == type
                // `.name` where the context expects some type: this one when no other type of the
                // run has a static or case of that name and the use is in its module (a use
                // counts where isolation is decided; it is never a write).
                case .implicit:
                    guard file.index.units[use.file].module == file.index.units[declaringFile ?? file.unitIndex].module else { return false }
                    if staticOwners(file.index)[name] == 1 { return true }
                    // Several types have one: the annotation of the binding it initializes says
                    // which (`let colors: [Color] = [.redLight]`, with `UIColor.redLight` too).
                    return annotatedType(around: file.index.units[use.file].tree.node(use.node)).map { $0 == simple || $0 == written } ?? false
                case .expression: return false
                }
            }
            // Bare, or qualified by its module (`Lib.maxUInt32 = 10`).
            if use.base != .none {
                guard case .named(let base) = use.base, base == file.index.units[declaringFile ?? file.unitIndex].module else { return false }
            }
            if let enclosing = use.enclosingType, let owner = file.index.types[enclosing], !owner.members(named: name).isEmpty { return false }
            // Another module sees only a public global, but for a test target importing it
            // `@testable` (ZIPFoundation's tests assign its internal `maxUInt32`); a local of that
            // name hides it.
            if !visibleToOtherModules, let module = file.index.units[declaringFile ?? file.unitIndex].module,
               let other = file.index.units[use.file].module, other != module,
               !file.index.units[use.file].tree.testablyImportedModules.contains(module) { return false }
            return !LocalScopes.isShadowed(name, at: file.index.units[use.file].tree.node(use.node), inFile: use.file, tables: tables)
        }
    }
}

/// How many types of the run (and extended types of other modules) have a static member or
/// enum case of each name: an implicit member (`.redLight`) names one of them, which the context's
/// type decides; only a name one type has is taken as a use of it.
private func staticOwners(_ index: ProjectIndex) -> [String: Int] {
    index.memo("global-mutable-state static owners") {
        var owners: [String: Set<String>] = [:]
        for (key, info) in index.types {
            for member in info.members where member.isStatic || member.kind == .enumCase { owners[member.name, default: []].insert(key) }
        }
        for (_, entry) in index.externalMembers where entry.member.isStatic { owners[entry.member.name, default: []].insert(entry.type) }
        return owners.mapValues(\.count)
    }
}

/// The type named by the annotation of the binding whose value holds an implicit member (directly,
/// or as an element of an array literal), without optionals and array brackets.
private func annotatedType(around node: SyntaxNode) -> String? {
    var current = node
    while let parent = current.parent, parent.kind == .arrayExpr || parent.kind == .initializerClause { current = parent }
    guard current.kind == .initializerClause, let binding = current.parent, binding.kind == .patternBinding,
          var type = binding.typeAnnotationType?.text else { return nil }
    while let last = type.last, last == "?" || last == "!" { type.removeLast() }
    if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { type = String(type.dropFirst().dropLast()) }
    return type.trimmingCharacters(in: .whitespaces)
}

/// Whether `Self` written in `enclosing` reaches the statics of `type`: the type itself or a
/// class of the run inheriting from it.
private func selfNames(_ type: String, from enclosing: String, index: ProjectIndex) -> Bool {
    if enclosing == type { return true }
    guard var current = index.types[enclosing] else { return false }
    for _ in 0..<32 {
        guard let superclass = index.superclassOfRun(current) else { return false }
        if index.key(of: superclass) == type { return true }
        current = superclass
    }
    return false
}

/// Whether a bare `name` in type `enclosing` (a key) names the static `name` of `type`: the same
/// type, or one nested in it with no type on the way declaring that name itself.
private func seesStatic(_ name: String, of type: String, from enclosing: String, index: ProjectIndex) -> Bool {
    var current = enclosing
    while current != type {
        guard current.hasPrefix(type + "."), let dot = current.lastIndex(of: ".") else { return false }
        if index.types[current].map({ !$0.members(named: name).isEmpty }) == true { return false }
        current = String(current[..<dot])
    }
    return true
}

extension ProjectIndex {
    /// `@MainActor extension T { … }` or `nonisolated extension`.
    public func explicitIsolation(ofExtension decl: SyntaxNode) -> Isolation? { explicitIsolation(of: decl) }
}
