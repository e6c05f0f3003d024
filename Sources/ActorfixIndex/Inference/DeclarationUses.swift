import ActorfixSyntax

/// One use of a name inside the body of a declaration of the run, resolved as far as source tells.
public struct DeclarationUse: Sendable {
    public enum Target: Hashable, Sendable {
        /// A member or global of the run.
        case declaration(DeclLocation)
        /// An initializer call of a type of the run (`Model()`), by its key in the index.
        case initializer(type: String)
        /// A main-actor API of the SDK (`UIApplication.shared`, `NSApp`), as written.
        case mainActorAPI(String)
        /// Something of `self` the index does not describe (`view` inherited from an SDK class,
        /// `super.x`): it asks for nothing, but code using it cannot be shown to be safe anywhere.
        case opaqueSelfMember(String)
    }

    /// Where the use runs, relative to the declaration that contains it.
    public enum Context: Hashable, Sendable {
        /// With the declaration's own isolation (also inside closures that inherit it).
        case own
        /// Inside a closure isolated to a global actor (`{ @MainActor in }`, `MainActor.run`,
        /// `DispatchQueue.main.async`).
        case globalActor(String)
        /// Inside a closure that runs off any actor (`Task.detached`, `DispatchQueue.global().async`,
        /// a `@Sendable` parameter); the string says which.
        case offActor(String)
    }

    /// Where off-actor code of that context runs, for a message: "in a closure passed to
    /// Task.detached", "in the arguments of @Test".
    public static func offActorPlace(_ context: String) -> String {
        if context.hasPrefix(sendableLocalFunction) { return "in the @Sendable local function '\(context.dropFirst(sendableLocalFunction.count))'" }
        return context.hasPrefix("@") ? "in the arguments of \(context)" : "in a closure passed to \(context)"
    }

    /// The off-actor context of a `@Sendable` local function, before its name.
    static let sendableLocalFunction = "@Sendable func "

    /// How a local function runs when not with its context's isolation: with the global actor it
    /// names, or, `@Sendable`, off any actor.
    public static func localFunctionIsolation(_ function: SyntaxNode, globalActors: Set<String>) -> Context? {
        let names = function.attributeNames
        if let actor = names.first(where: { globalActors.contains($0) }) { return .globalActor(actor) }
        return names.contains("Sendable") ? .offActor(sendableLocalFunction + (function.name ?? "?")) : nil
    }

    /// The declaration whose body holds the use.
    public let user: DeclLocation
    public let target: Target
    public let context: Context
    /// Inside an `await` expression: a hop, never a synchronous need.
    public let isAwaited: Bool
    /// Inside the default value of a stored property.
    public let inDefaultValue: Bool
    /// A function of the run named there without being called: what becomes of its isolation.
    public let functionValue: FunctionValue?
    /// The use itself: its file and the byte offset of its first token.
    public let file: Int
    public let offset: Int
    /// The bytes of the use as written (`UIApplication.shared`, `store.reload`); made into text
    /// only for the few uses a message quotes.
    let textRange: Range<Int>
    let tree: SyntaxTree

    public var text: String {
        var raw = String(decoding: tree.bytes[textRange], as: UTF8.self)
        // A chain written over several lines (`provider\n    .shared\n    .accounts`) on one.
        if raw.contains("\n") {
            raw = raw.split(separator: "\n").map { $0.drop { $0 == " " || $0 == "\t" || $0 == "\r" } }.joined()
        }
        return raw.count > 60 ? String(raw.prefix(57)) + "…" : raw
    }

    /// A synchronous use with the declaration's own isolation: it needs what the target needs.
    public var isSynchronousOwn: Bool { context == .own && !isAwaited }

    /// A function of the run named, not called, where its value changes type. A main-actor
    /// function's value has a `@MainActor` function type, and swiftc 6.3.1 rejects converting it
    /// to a function type without the actor in any stored property's default value, a main-actor
    /// type's too (`static let map: [String: (Scalar) -> Any?] = ["str": String.construct]`:
    /// "converting function value of type '@MainActor @Sendable (Scalar) -> String?' to
    /// '(Scalar) -> Any?' loses global actor 'MainActor'"), and to a `@Sendable` one anywhere
    /// (`queue.async(execute: rebuild)`). The isolation of the code naming it changes nothing;
    /// the function's can.
    public enum FunctionValue: Hashable, Sendable {
        /// In a default value, converted: to the property's written type, or to a parameter's
        /// (a call argument).
        case converted
        /// In a default value, the property's type inferred from it: an error only where the
        /// property witnesses a requirement of a function type.
        case inferred
        /// Passed by name to a parameter whose closure runs off the actor (the use's context says
        /// which).
        case passed
    }
}

/// A class (by its declaration) and the SDK generation its superclass chain is read with.
struct ForeignSuperclassKey: Hashable, Sendable {
    let type: DeclLocation
    let generation: SDKGeneration
}

/// Finds and resolves the uses in one declaration's body. Without expression types, a name is
/// resolved only where the source says what it is: a member of the enclosing type (bare or through
/// `self`), a global, a static member through its type name, a member through a property,
/// parameter or local whose type is written (or is `T(…)`), or an SDK type or global.
struct DeclarationUseScanner {
    let index: ProjectIndex
    let file: Int
    let decl: SyntaxNode
    let location: DeclLocation
    let enclosingType: TypeInfo?
    let generation: SDKGeneration
    /// Names declared inside the declaration (parameters, locals, closure parameters): they shadow
    /// members and globals.
    /// With the types of parameters and locals, where the source states them.
    private var locals = LocalNameTable<String>()
    /// The names closures of the declaration give their parameters (`{ config in … }`): a use
    /// through one is typed from its closure (`closureParameterType`).
    private var closureParameterNames: Set<String> = []
    /// The enclosing class has a superclass from another module, or the declaration is in the
    /// run's extension of another module's main-actor class (`keyWindow` in `extension
    /// UIApplication`): its members are not all known.
    private var inheritsForeignMembers: Bool
    /// The declaration is a static member: its bare names and `self` are the type's.
    private let isStaticContext: Bool
    /// For a member of the run's extension of another module's type (`extension UIImage`): that
    /// type as the extension writes it (`self` and bare names are its members).
    private let externalType: String?
    /// The members of the run's extensions of other modules' types that are nodes of the graph
    /// (`IsolationGraph.externalNodes`): uses of them resolve (none when empty).
    private let externalNodes: Set<DeclLocation>
    /// The round's tables for chains of properties (`ProjectIndex.chainTables`), asked for once
    /// per file by the caller.
    private let chains: ChainTables
    /// The `declReference` and `memberAccess` nodes of the declaration, in source order.
    private let referenceNodes: [Int32]
    /// The modules the file imports, read once per file by the caller: another module's global
    /// is visible only through them.
    private let imports: Set<String>

    init(index: ProjectIndex, location: DeclLocation, enclosingType: TypeInfo?, generation: SDKGeneration, chains: ChainTables, imports: Set<String>,
         externalNodes: Set<DeclLocation> = []) {
        self.externalNodes = externalNodes
        self.index = index
        self.chains = chains
        self.imports = imports
        self.file = location.file
        self.decl = index.node(location)
        self.location = location
        self.enclosingType = enclosingType
        self.generation = generation
        let found = DeclarationUseScanner.interestingNodes(decl)
        referenceNodes = found.references
        // Members inherited from a superclass of another module are not in the index.
        inheritsForeignMembers = !referenceNodes.isEmpty
            && DeclarationUseScanner.foreignSuperclass(enclosingType, index: index, generation: generation) != nil
        isStaticContext = decl.hasModifier("static") || decl.hasModifier("class")
        let externalType = enclosingType == nil ? index.externalMembers[location]?.type : nil
        self.externalType = externalType
        if !inheritsForeignMembers, !referenceNodes.isEmpty, let externalType {
            let simple = ProjectIndex.stripGenerics(externalType)
            inheritsForeignMembers = !simple.containsText(".") && index.sdk.type(simple, in: generation)?.kind == "class"
                && index.sdk.isolation(ofType: simple, in: generation) == "MainActor"
        }
        // Locals only shadow names that are used: a declaration without references (most of a
        // generated file's globals) needs none.
        if !referenceNodes.isEmpty { collectLocals(found.locals) }
    }

    /// One pass over the declaration's raw node records: the nodes that declare locals, and the
    /// references to resolve (node handles are made only for these).
    private static func interestingNodes(_ decl: SyntaxNode) -> (locals: [Int32], references: [Int32]) {
        var locals: [Int32] = [], references: [Int32] = []
        let nodes = decl.tree.nodes
        // The tokens of a `#selector(…)` or `#keyPath(…)` being visited: the names in it are only
        // named for the Objective-C runtime, neither called nor converted to a function value
        // (a menu item's `action: #selector(signOut)` in a main-actor class, Firezone).
        var namedOnlyUntil: Int32 = -1
        decl.tree.preorder(from: decl.index) { n, record in
            switch record.kind {
            case .pattern, .closureParameter, .parameter, .patternBinding, .captureItem: locals.append(n)
            case .macroExpansion:
                if let name = decl.tree.node(n).name, name == "#selector" || name == "#keyPath" { namedOnlyUntil = record.endToken }
            case .declReference, .memberAccess: if n != decl.index && record.firstToken >= namedOnlyUntil { references.append(n) }
            // `.element(named: …)` returned, alone or as a call's callee: resolved only there
            // (`returnedImplicitMemberType`); most implicit members are enum cases elsewhere.
            case .implicitMember:
                var holder = record.parent
                if holder >= 0, nodes[Int(holder)].kind == .callExpr, nodes[Int(holder)].firstChild == n { holder = nodes[Int(holder)].parent }
                if holder >= 0, nodes[Int(holder)].kind == .returnStmt || nodes[Int(holder)].kind == .codeBlock { references.append(n) }
            default: break
            }
        }
        return (locals, references)
    }

    private mutating func collectLocals(_ localNodes: [Int32]) {
        for parameter in decl.parameterNodes {
            guard let name = parameter.parameterLabelAndName?.name else { continue }
            locals.declare(name, value: parameter.firstChild(.typeAnnotation)?.firstChild(.type)?.text)
        }
        for index in localNodes {
            let node = decl.tree.node(index)
            switch node.kind {
            case .closureParameter:
                if let name = node.name {
                    locals.declare(name)
                    closureParameterNames.insert(name)
                }
            case .pattern:
                // `for model in models`: an element of the array or set iterated, when its type is
                // written (quotio's `ProviderQuotaData.groupedModels` reading `model.modelGroup`).
                // `for (id, page) in pages`: a dictionary's key and value.
                if node.parent?.kind == .forStmt, let names = node.tokenRange.count == 1 ? node.name.map({ [$0] }) : ProjectIndex.flatTupleNames(of: node),
                   let sequence = node.nextSibling, case let (base, view) = ProjectIndex.iteratedCollection(sequence),
                   let collection = collectionType(base),
                   let types = ProjectIndex.iteratedBindings(ofCollectionType: collection, view: view, names: names.count) {
                    for (name, type) in zip(names, types) { if let name { locals.declare(name, value: type) } }
                    continue
                }
                // Also `case .failed(let error)`: the names the pattern binds.
                for name in node.patternBoundNames { locals.declare(name) }
            case .captureItem:
                // `[flag]`, `[weak delegate]`: inside the closure the name is the copy, with the
                // type of what it copies (a local's, else the enclosing type's property's).
                guard let name = node.name, SelfWord(name) == nil else { continue }
                let property = enclosingType?.members(named: name).first { $0.kind == .variable }
                locals.declare(name, value: locals.value(of: name) ?? property.flatMap { DeclarationUseScanner.typeText(of: $0, owner: enclosingType) })
            case .parameter:
                if let name = node.parameterLabelAndName?.name { locals.declare(name) }
            case .patternBinding where node.parent != decl:
                guard let name = node.name else {
                    declareTupleElements(of: node)
                    continue
                }
                if let type = node.typeAnnotationType?.text {
                    locals.declare(name, value: type)
                } else if let value = node.initializerExpression,
                          let type = DeclarationUseScanner.constructedType(value) ?? enumCaseType(value) ?? DeclarationUseScanner.forcedCastType(value)
                            ?? factoryType(value) ?? calledFunctionResult(value).flatMap({ tupleTypeElements($0) == nil ? $0 : nil })
                            ?? DeclarationUseScanner.arrayLiteralType(value) {
                    locals.declare(name, value: type)
                } else {
                    locals.declare(name)
                }
            default:
                break
            }
        }
    }

    /// The written type of the collection an expression names: a `for` loop's sequence, or the
    /// receiver of a standard sequence method a closure is passed to (see
    /// `ProjectIndex.iteratedCollection`, which takes off `.enumerated()`, `.reversed()`, `.keys`
    /// and `.values` first). A parameter or local, a property of the enclosing type (bare, or
    /// through `self`), a property reached through a type's name or a value whose type is known
    /// (`BaseTestCase.configs`, `store.items`, `$0.children`); `filter` and `sorted` keep the
    /// element (`labels.filter { … }.map { $0.uppercased() }`). A property or local without a
    /// written type holding an array literal of one type's initializer calls is an array of that
    /// type (`static let configs = [DeviceConfig(scale: 3)]`, stagehand's snapshot tests).
    private func collectionType(_ expression: SyntaxNode, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        switch expression.kind {
        case .declReference:
            guard let name = expression.name, SelfWord(name) == nil, !name.startsUppercase else { return nil }
            if isClosureParameter(name), let type = closureParameterType(name, at: expression) { return type }
            if locals.contains(name) { return locals.value(of: name) }
            guard let enclosingType, let property = enclosingType.members(named: name).first(where: { $0.kind == .variable && $0.isStatic == isStaticContext })
            else { return nil }
            return collectionTypeText(of: property, owner: enclosingType)
        case .memberAccess:
            guard let name = expression.name, !name.startsUppercase, let found = owner(readBy: expression, depth: 0), let owner = found.owner,
                  let property = instanceOrStaticMember(name, of: owner, at: expression, isStatic: found.isStatic), property.kind == .variable else { return nil }
            return collectionTypeText(of: property, owner: owner)
        case .callExpr:
            guard let callee = expression.firstChild, callee.kind == .memberAccess, let method = callee.name, method == "filter" || method == "sorted",
                  let base = callee.firstChild else { return nil }
            return collectionType(ProjectIndex.iteratedCollection(base).base, depth: depth + 1)
        default:
            return nil
        }
    }

    /// A property's type as written or constructed (`typeText(of:)`), else the array type of an
    /// array literal it holds (`arrayLiteralType`).
    private func collectionTypeText(of property: MemberInfo, owner: TypeInfo) -> String? {
        if let text = DeclarationUseScanner.typeText(of: property, owner: owner) { return text }
        guard property.declaredType == nil, let binding = property.binding,
              let value = index.node(DeclLocation(file: property.location.file, node: binding)).initializerExpression else { return nil }
        return DeclarationUseScanner.arrayLiteralType(value)
    }

    /// `[T(…), T(…)]` → `[T]`: an array literal of initializer calls of one type.
    static func arrayLiteralType(_ expression: SyntaxNode) -> String? {
        guard expression.kind == .arrayExpr, let first = expression.firstChild, let type = constructedType(first),
              expression.children.dropFirst().allSatisfy({ constructedType($0) == type }) else { return nil }
        return "[\(type)]"
    }

    /// The type of a closure's parameter (named, or `$0`, `$1`) that a use at `node` reads through,
    /// from the closure that declares it (for `$n`, the nearest): written in its signature
    /// (`{ (item: Item) in … }`), else an element of the collection whose standard sequence method
    /// the closure is passed to, when the collection's type is known (`collectionType`):
    /// `configs.contains(where: { $0.matches() })`, `panels.sorted { a, b in a.rank < b.rank }`,
    /// `pages.forEach { id, page in … }` over a dictionary. With `label`, the type of that element
    /// of the tuple a single parameter binds: a dictionary's `key` and `value`
    /// (`panels.forEach { $0.value.refresh() }`), an enumerated collection's `offset` and
    /// `element` (`items.enumerated().map { $0.element.title }`).
    private func closureParameterType(_ name: String, at node: SyntaxNode, element label: String? = nil) -> String? {
        let shorthand = name.utf8.first == UInt8(ascii: "$") ? Int(name.dropFirst()) : nil
        var current = node.parent
        while let closure = current, closure.index != decl.index {
            current = closure.parent
            guard closure.kind == .closureExpr else { continue }
            let parameters = closure.firstChild(.closureSignature)?.descendants(.closureParameter) ?? []
            let position: Int
            if let shorthand {
                guard parameters.isEmpty else { return nil }
                position = shorthand
            } else {
                guard let found = parameters.firstIndex(where: { $0.name == name }) else { continue }
                if let written = parameters[found].firstChild(.typeAnnotation)?.firstChild(.type)?.text { return written }
                position = found
            }
            guard let site = ClosureCallSite(closure: closure), site.isMethod, let receiver = site.receiver,
                  let elements = ProjectIndex.sequenceClosureElementPositions(function: site.function, label: site.label) else { return nil }
            let (base, view) = ProjectIndex.iteratedCollection(receiver)
            guard let written = collectionType(base) else { return nil }
            // A dictionary's key and value, as two named parameters of a closure taking its
            // element (`pages.forEach { id, page in … }`); `$0` there is the (key, value) tuple.
            if label == nil, elements == [0], shorthand == nil, parameters.count == 2 {
                return ProjectIndex.iteratedBindings(ofCollectionType: written, view: view, names: 2)?[position]
            }
            guard elements.contains(position), shorthand != nil || parameters.count == (elements == [0] ? 1 : 2) else { return nil }
            guard let label else { return ProjectIndex.iteratedBindings(ofCollectionType: written, view: view, names: 1)?.first ?? nil }
            guard view == .whole || view == .enumerated,
                  let pair = ProjectIndex.iteratedBindings(ofCollectionType: written, view: view, names: 2) else { return nil }
            let labels = view == .whole ? ["key", "value"] : ["offset", "element"]
            return labels.firstIndex(of: label).flatMap { pair[$0] }
        }
        return nil
    }

    /// Where a class's superclass chain leaves the project: the simple name of the first
    /// superclass declared elsewhere, or nil when the chain stays in the project or ends at
    /// `NSObject` (the nonisolated root of every Objective-C class, whose members are known) or at
    /// a first inherited name that is a protocol.
    static func foreignSuperclass(_ info: TypeInfo?, index: ProjectIndex, generation: SDKGeneration) -> String? {
        guard let info, info.kind == .class, !info.inheritedOnDeclaration.isEmpty else { return nil }
        // The chain is walked once per class and round.
        return index.foreignSuperclasses.value(ForeignSuperclassKey(type: info.declaration, generation: generation)) {
            findForeignSuperclass(info, index: index, generation: generation)
        }
    }

    private static func findForeignSuperclass(_ info: TypeInfo, index: ProjectIndex, generation: SDKGeneration) -> String? {
        var current: TypeInfo? = info
        var depth = 0
        while let type = current, type.kind == .class, depth < 16, let first = type.inheritedOnDeclaration.first {
            if let parent = index.lookupType(first, from: type.name, inFile: type.declaration.file) {
                guard parent.kind == .class else { return nil }
                current = parent
                depth += 1
                continue
            }
            let simple = first.lastDottedComponent
            // `Sendable` (also `@unchecked`) is a marker protocol, never a superclass.
            if simple == "NSObject" || ProjectIndex.sendableSpellings.contains(simple) || ProjectIndex.nonisolatedRequirements[simple] != nil { return nil }
            if let fact = index.sdk.type(simple, in: generation), fact.kind == "protocol" { return nil }
            return simple
        }
        return nil
    }

    /// A class whose superclass chain leaves the project into a class the SDK knowledge does not
    /// describe (`NSTableCellView` when only `NSView` is known): its isolation may come from that
    /// class, so the inference must not decide anything about its members.
    ///
    /// A test case of a third-party base: an XCTest case that the inference reads as one of
    /// `XCTestCase` itself (not isolated), not as a subclass of an unknown class.
    static func hasUnknownSuperclass(_ info: TypeInfo, index: ProjectIndex, generation: SDKGeneration) -> Bool {
        guard let foreign = foreignSuperclass(info, index: index, generation: generation), index.sdk.type(foreign, in: generation) == nil else { return false }
        return !isTestCaseOfUnknownBase(info, foreign: foreign, index: index)
    }

    /// Whether a class whose chain leaves the project into a class nothing describes
    /// (`FBSnapshotTestCase`, `KIFTestCase`, a shared test-support module's base) is an XCTest
    /// case, told the way XCTest finds tests: the class or a class of the run above it declares a
    /// test method (an instance method named `test…` without parameters), and the base says it is
    /// a test case (its name ends in `TestCase`) or a file of that chain imports XCTest. Such a
    /// base is an `XCTestCase` subclass, not isolated like it (stagehand's snapshot tests
    /// construct views in every test: "call to main actor-isolated initializer … in a
    /// synchronous nonisolated context"; a @MainActor subclass is allowed).
    static func isTestCaseOfUnknownBase(_ info: TypeInfo, index: ProjectIndex, generation: SDKGeneration) -> Bool {
        guard let foreign = foreignSuperclass(info, index: index, generation: generation), index.sdk.type(foreign, in: generation) == nil else { return false }
        return isTestCaseOfUnknownBase(info, foreign: foreign, index: index)
    }

    /// (Asked for every member of such a class, and it reads every member of the chain: kept per
    /// class and base for the round.)
    fileprivate static func isTestCaseOfUnknownBase(_ info: TypeInfo, foreign: String, index: ProjectIndex) -> Bool {
        index.memo("test cases of unknown bases") { SharedCache<[String], Bool>() }
            .value([index.key(of: info), foreign]) { testCaseOfUnknownBase(info, foreign: foreign, index: index) }
    }

    private static func testCaseOfUnknownBase(_ info: TypeInfo, foreign: String, index: ProjectIndex) -> Bool {
        var chain: [TypeInfo] = []
        var current: TypeInfo? = info
        while let type = current, type.kind == .class, chain.count < 16 {
            chain.append(type)
            current = type.inheritedOnDeclaration.first.flatMap { index.lookupType($0, from: type.name, inFile: type.declaration.file) }
        }
        // The cheap questions first: code that is not a test's has neither.
        guard foreign.hasSuffix("TestCase")
                || chain.contains(where: { type in ([type.declaration] + type.extensions).contains { index.units[$0.file].tree.importedModules.contains("XCTest") } })
        else { return false }
        return chain.contains { type in
            type.members.contains { member in
                member.kind == .function && !member.isStatic && member.name.hasPrefix("test") && member.name != "test"
                    && index.node(member.location).parameterNodes.isEmpty
            }
        }
    }

    /// `let (sut, loader) = makeSUT()`, `var (a, b): (Int, Int) = …`: each name bound by a tuple
    /// pattern has the type of its element, from the annotation or from what the called function
    /// returns (the tests of essential-feed-style projects reach the object under test so).
    private mutating func declareTupleElements(of binding: SyntaxNode) {
        guard let pattern = binding.firstChild(.pattern), let names = tupleTypeElements(pattern.text)?.map(\.type),
              let written = binding.typeAnnotationType?.text ?? binding.initializerExpression.flatMap(calledFunctionResult),
              let elements = tupleTypeElements(written), elements.count == names.count else { return }
        for (name, element) in zip(names, elements) where name != "_" && ProjectIndex.isWrittenTypeName(name) {
            locals.declare(name, value: element.type)
        }
    }

    /// `makeSUT()`, `try self.makeSUT(…)`, `await loader()`: what the enclosing type's function of
    /// that name returns (else a global function the file sees), when every function of that name
    /// declares the same type.
    private func calledFunctionResult(_ expression: SyntaxNode) -> String? {
        var call = expression
        while call.kind == .tryExpr || call.kind == .awaitExpr, let inner = call.firstChild { call = inner }
        // `makeSUT().sut`: the element of that label.
        if call.kind == .memberAccess, let label = call.name, let base = call.firstChild, base.kind == .callExpr {
            return calledFunctionResult(base).flatMap(tupleTypeElements)?.first { $0.label == label }?.type
        }
        guard call.kind == .callExpr, let callee = call.firstChild, let name = callee.name, !name.startsUppercase else { return nil }
        var functions: [MemberInfo]
        switch callee.kind {
        case .declReference:
            guard !locals.contains(name) else { return nil }
            functions = enclosingType?.members(named: name).filter { $0.kind == .function } ?? []
            if functions.isEmpty, enclosingType == nil || !inheritsForeignMembers {
                functions = visibleGlobals(named: name)?.filter { $0.kind == .function } ?? []
            }
        case .memberAccess:
            guard let base = callee.firstChild, base.kind == .declReference, let word = base.name.flatMap(SelfWord.init), word != .super else { return nil }
            functions = enclosingType?.members(named: name).filter { $0.kind == .function } ?? []
        default:
            return nil
        }
        // A generic function's result may be its type parameter (`func make<T>() -> T`).
        guard let returned = functions.first?.declaredType, functions.allSatisfy({ $0.declaredType == returned }),
              !functions.contains(where: { index.node($0.location).firstChild(.genericParameterClause) != nil }) else { return nil }
        return returned == "Self" ? enclosingType?.name : returned
    }

    /// `E.a`, `E.b(…)` → `E` when `E` is an enum of the run with that case: a local set from a
    /// case has the enum's type (a static member of another name may be of any type).
    private func enumCaseType(_ expression: SyntaxNode) -> String? {
        let access = expression.kind == .callExpr ? expression.firstChild : expression
        guard let access, access.kind == .memberAccess, let caseName = access.name, let base = access.firstChild, base.kind == .declReference,
              let typeName = base.name, typeName.startsUppercase,
              let info = index.lookupType(typeName, from: enclosingType?.name, inFile: file), info.kind == .enum,
              info.members(named: caseName).contains(where: { $0.kind == .enumCase }) else { return nil }
        return typeName
    }

    /// `… as! T` → `T`: the type a local is forced to (`storyboard.instantiateInitialViewController()
    /// as! ListViewController`, essential-feed's composers). `as?` gives an optional, left out.
    static func forcedCastType(_ expression: SyntaxNode) -> String? {
        guard expression.kind == .sequenceExpr, let cast = expression.children.last, cast.kind == .asExpr, cast.children.count == 1,
              let type = cast.firstChild, type.kind == .type,
              cast.directTokens.contains(where: { cast.tree.tokens[Int($0)].kind == .postfixExclaim }) else { return nil }
        return type.text
    }

    /// `T.make(…)` → what the static function `make` of the run's type `T` returns (`let image =
    /// SVG.makeLines()`, SwiftDraw's tests), `T` for `Self`.
    private func factoryType(_ expression: SyntaxNode) -> String? {
        guard expression.kind == .callExpr, let callee = expression.firstChild, callee.kind == .memberAccess, let function = callee.name,
              let base = callee.firstChild, base.kind == .declReference, let typeName = base.name, typeName.startsUppercase,
              SelfWord(typeName) == nil, let type = visibleType(typeName) else { return nil }
        return DeclarationUseScanner.factoryType(function, of: type)
    }

    /// `T(…)` → `T`: the type a default value or local initializer constructs.
    static func constructedType(_ expression: SyntaxNode) -> String? {
        guard expression.kind == .callExpr, let callee = expression.firstChild, callee.kind == .declReference,
              let name = callee.name, name.startsUppercase else { return nil }
        return name
    }

    /// - Parameter branchTwins: `ProjectIndex.branchTwins`, asked for at the first use of a
    ///   declaration of the run and kept by the caller for the next scans (a memo look-up per
    ///   scanned declaration cost 800 instructions).
    func scan(branchTwins: inout [DeclLocation: [DeclLocation]]?) -> [DeclarationUse] {
        guard !referenceNodes.isEmpty else { return [] }
        var uses: [DeclarationUse] = []
        let tree = decl.tree
        let defaultValues: [(range: Range<Int>, binding: SyntaxNode)] = decl.kind == .variableDecl
            ? decl.bindings.filter { !$0.isComputedBinding }.compactMap { binding in binding.firstChild(.initializerClause).map { ($0.byteRange, binding) } } : []
        func add(_ node: SyntaxNode, _ target: DeclarationUse.Target) {
            var (context, awaited) = self.context(of: node)
            let offset = node.byteRange.lowerBound
            let defaultValue = defaultValues.first { $0.range.contains(offset) }
            var functionValue = defaultValue.flatMap { functionValueInDefault(node, target: target, binding: $0.binding) }
            if context == .own, functionValue == nil, let passed = passedFunctionContext(node, target: target) {
                (context, functionValue) = (passed, .passed)
            }
            uses.append(DeclarationUse(user: location, target: target, context: context, isAwaited: awaited, inDefaultValue: defaultValue != nil,
                                       functionValue: functionValue, file: file, offset: offset, textRange: shownRange(node), tree: tree))
            // A construction is also a use of the initializer its labels fit, when the type
            // declares it: one with an isolation of its own, or one the inference decides
            // (vAmiga's `convenience init?(name:cutout:)` showing an `NSAlert`). Not in a stored
            // property's initial value, which runs with its type's isolation and is judged by
            // the type's construction (`static let shared = Provider()` through `private init()`).
            if defaultValue == nil, case .initializer(let key) = target, let info = index.types[key],
               let initializer = constructedInitializer(of: info, calledAt: node) {
                uses.append(DeclarationUse(user: location, target: .declaration(initializer), context: context, isAwaited: awaited, inDefaultValue: false,
                                           functionValue: functionValue, file: file, offset: offset, textRange: shownRange(node), tree: tree))
            }
            // The same member declared again in another `#if` branch (`#if os(iOS) func update()
            // … #else func update() … #endif`): a use is a use of each, whichever branch builds.
            if case .declaration(let resolved) = target {
                if branchTwins == nil { branchTwins = self.index.branchTwins }
                guard let twins = branchTwins?[resolved] else { return }
                for twin in twins {
                    uses.append(DeclarationUse(user: location, target: .declaration(twin), context: context, isAwaited: awaited, inDefaultValue: defaultValue != nil,
                                               functionValue: functionValue, file: file, offset: offset, textRange: shownRange(node), tree: tree))
                }
            }
        }
        // A use resolved through a chain of properties (`a.b.c`) comes after the others: what
        // the chain starts with (`a.b`), when it is a use, is the one shown first.
        var chained: [(SyntaxNode, DeclarationUse.Target)] = []
        for index in referenceNodes {
            let node = tree.node(index)
            if node.kind == .memberAccess, DeclarationUseScanner.unwrappedBase(of: node) == nil {
                // A chain ending in a name no type of the run declares resolves to nothing, and
                // most do (`.count`, `.isEmpty`).
                guard let name = node.name, chains.memberNames.contains(name), let target = resolve(node) else { continue }
                chained.append((node, target))
                continue
            }
            guard let target = resolve(node) else { continue }
            add(node, target)
        }
        for (node, target) in chained { add(node, target) }
        return uses
    }

    /// Where a function of the run passed by name as an argument runs (`queue.async(execute:
    /// rebuild)`, `execute: self.rebuild`): as a closure passed there would, when that is off the
    /// actor.
    private func passedFunctionContext(_ node: SyntaxNode, target: DeclarationUse.Target) -> DeclarationUse.Context? {
        guard node.kind == .declReference || node.kind == .memberAccess, node.parent?.kind == .argument, case .declaration(let resolved) = target,
              index.declarations[resolved]?.member.kind == .function, let context = closureIsolation(node),
              case .offActor = context else { return nil }
        return context
    }

    /// What a function of the run named in a default value becomes (`FunctionValue`): nil
    /// when it is called, or used otherwise than as a value (a call's callee, a chain's base).
    private func functionValueInDefault(_ node: SyntaxNode, target: DeclarationUse.Target, binding: SyntaxNode) -> DeclarationUse.FunctionValue? {
        guard case .declaration(let resolved) = target, index.declarations[resolved]?.member.kind == .function else { return nil }
        // Up through the literals holding it to the initializer or to a call's argument (also
        // in a closure there: swiftc 6.3.1 evaluates it without the property's isolation too).
        var parent = node.parent
        while let p = parent {
            // A tuple's elements are `argument`s of the tuple, not of a call.
            if p.kind == .arrayExpr || p.kind == .dictionaryExpr || p.kind == .tupleExpr || p.kind == .argument && p.parent?.kind == .tupleExpr {
                parent = p.parent
            } else {
                break
            }
        }
        guard let p = parent else { return nil }
        if p.kind == .argument { return .converted }
        guard p.kind == .initializerClause else { return nil }
        guard let written = binding.typeAnnotationType?.text else { return .inferred }
        // A value of type `Any` keeps its function type inside.
        if written.contains("@MainActor") || ["Any", "Any?", "AnyObject", "AnyObject?"].contains(written) { return nil }
        return .converted
    }

    /// The type of the run an implicit member names a static member of, where the source says
    /// it: what a function or computed property returns (`static func article(…) -> Node {
    /// .element(named: "article") }`), the expression being its whole body or a `return`'s, not
    /// in a closure. Elsewhere (arguments, comparisons) the type is a parameter's or an
    /// operand's, which the source does not state.
    private func returnedImplicitMemberType(_ node: SyntaxNode) -> TypeInfo? {
        guard let parent = node.parent else { return nil }
        let expression = parent.kind == .callExpr && parent.firstChild == node ? parent : node
        guard let holder = expression.parent else { return nil }
        switch holder.kind {
        case .returnStmt:
            var p = holder.parent
            while let n = p, n != decl {
                if n.kind == .closureExpr || n.kind.isDeclaration { return nil }
                p = n.parent
            }
        case .codeBlock:
            guard holder.children.count == 1, let owner = holder.parent,
                  owner == decl || owner.kind == .accessorDecl || owner.kind == .accessorBlock || owner.kind == .patternBinding else { return nil }
        default:
            return nil
        }
        let written: String?
        switch decl.kind {
        case .funcDecl, .subscriptDecl: written = decl.firstChild(.returnClause)?.firstChild(.type)?.text
        case .variableDecl: written = decl.bindings.first?.typeAnnotationType?.text
        default: written = nil
        }
        guard let written else { return nil }
        let base = ProjectIndex.stripGenerics(written)
        if base == "Self" { return enclosingType }
        guard ProjectIndex.isWrittenTypeName(base) else { return nil }
        return index.lookupType(base, from: enclosingType?.name, inFile: file)
    }

    /// `UIApplication` in `UIApplication.shared.open(…)` is shown with its member.
    private func shownRange(_ node: SyntaxNode) -> Range<Int> {
        if node.kind == .declReference, let parent = node.parent, parent.kind == .memberAccess, parent.firstChild == node { return parent.byteRange }
        return node.byteRange
    }

    // MARK: Resolution

    private func resolve(_ node: SyntaxNode) -> DeclarationUse.Target? {
        guard let name = node.name else { return nil }
        if node.kind == .implicitMember {
            guard let type = returnedImplicitMemberType(node), let member = instanceOrStaticMember(name, of: type, at: node, isStatic: true) else { return nil }
            return .declaration(member.location)
        }
        if node.kind == .declReference {
            guard SelfWord(name) == nil else { return nil }
            if name.startsUppercase { return resolveTypeName(name, node) }
            if locals.contains(name) { return nil }
            if let member = enclosingType.flatMap({ instanceOrStaticMember(name, of: $0, at: node, isStatic: isStaticContext) }) { return .declaration(member.location) }
            if let member = outerTypesStaticMember(name, at: node) { return .declaration(member.location) }
            if let externalType, chains.externalNames.contains(name), let member = externalMember(name, of: externalType, at: node, isStatic: isStaticContext) {
                return .declaration(member.location)
            }
            if let globals = visibleGlobals(named: name) {
                // Global functions none of which the call's arguments fit are another module's
                // (a test module's `assert(_:within:)` does not take `assert(x)`).
                if globals.count <= 8, globals.allSatisfy({ $0.kind == .function }), let fitting = overloads(globals, calledAt: node) {
                    if let first = fitting.first { return .declaration(first.location) }
                } else if let first = globals.first {
                    return .declaration(first.location)
                }
            }
            if let fact = index.sdk.global(name, in: generation), fact.isolation == "MainActor" { return .mainActorAPI(name) }
            // Possibly inherited from a superclass the index does not describe (`view` of a
            // UIViewController); in other types an unknown name is another module's global.
            if inheritsForeignMembers, !name.hasPrefix("$") { return .opaqueSelfMember(name) }
            return nil
        }
        // `base.name`, also through an optional (`webView?.title`, `label!.text`).
        guard let base = DeclarationUseScanner.unwrappedBase(of: node) else {
            // `self.base.level`, `store.state.items`: a chain of stored or computed properties
            // whose types are written.
            guard node.kind == .memberAccess else { return nil }
            guard chains.typeMemberNames.contains(name), let receiver = chainedReceiver(of: node) else {
                // A value of another module's type made on the spot (`UIImage().rounded()`).
                guard let made = constructedExternalType(node), let member = externalMember(name, of: made, at: node, isStatic: false) else { return nil }
                return .declaration(member.location)
            }
            guard let member = instanceOrStaticMember(name, of: receiver, at: node, isStatic: false) else { return nil }
            return .declaration(member.location)
        }
        guard let baseName = base.name else { return nil }
        let baseWord = SelfWord(baseName)
        if baseWord == .super { return .opaqueSelfMember("super.\(name)") }
        let found = receiver(ofBase: baseName, at: base)
        let receiverType = found.type, isStatic = found.isStatic
        // A value of a main-actor SDK class (`weak var webView: WKWebView?`, a `UIView`
        // parameter): its instance members are the class's, isolated as it is.
        if receiverType == nil, isStatic == false, let written = found.written, let sdkClass = mainActorSDKClass(written), !name.startsUppercase,
           !DeclarationUseScanner.isNonisolatedSDKMember(name), !externalMemberIsNonisolated(name, of: sdkClass) {
            return .mainActorAPI("\(sdkClass).\(name)")
        }
        guard let receiverType, let member = instanceOrStaticMember(name, of: receiverType, at: node, isStatic: isStatic) else {
            // A member of the run's extension of another module's type, through a value or the
            // type (`image.rounded()`, `UIImage.placeholder()`, `self.scaled()` in the extension).
            if receiverType == nil, chains.externalNames.contains(name), let type = externalReceiverType(baseName, word: baseWord, written: found.written),
               let member = externalMember(name, of: type, at: node, isStatic: baseWord == nil ? isStatic : isStaticContext || baseWord == .selfType) {
                return .declaration(member.location)
            }
            if baseWord == .selfValue { return .opaqueSelfMember("self.\(name)") }
            // Inherited from a main-actor SDK class or protocol (nativ's `NativApplication.main()`,
            // of a SwiftUI `App`): isolated as the class or protocol is, but for the C globals
            // imported as members (notification names, user-info keys).
            // Not a nested type (`CountriesList.Routing`: a type nested in a view is not isolated),
            // nor a member some protocol of the run declares (its extensions' members are not
            // the SDK type's).
            if let receiverType, baseWord != .selfType, !name.startsUppercase, !DeclarationUseScanner.isNonisolatedSDKMember(name),
               let owner = mainActorSDKSupertype(of: receiverType),
               receiverType.members(named: name).allSatisfy({ $0.kind == .function && DeclarationUseScanner.isUnwrapped(node) }),
               !index.protocolMemberNames.contains(name) {
                return .mainActorAPI("\(owner).\(name)")
            }
            return nil
        }
        return .declaration(member.location)
    }

    /// Another module's type `base` in `base.name` stands for or holds a value of, for the run's
    /// extensions of it: `Self`/`self` in such an extension, an uppercase name no type of the run
    /// has, or the written type of a local, parameter or property (`UIImage?` → `UIImage`).
    private func externalReceiverType(_ baseName: String, word: SelfWord?, written: String?) -> String? {
        guard !externalNodes.isEmpty else { return nil }
        switch word {
        case .selfValue?, .selfType?: return enclosingType == nil ? externalType : nil
        case .super?: return nil
        case nil:
            if baseName.startsUppercase { return index.lookupType(baseName, from: enclosingType?.name, inFile: location.file) == nil ? baseName : nil }
            guard let written else { return nil }
            var name = Substring(written)
            while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
            guard ProjectIndex.isWrittenTypeName(name), index.lookupType(String(name), from: enclosingType?.name, inFile: location.file) == nil else { return nil }
            return String(name)
        }
    }

    /// `T(…)` in `T(…).name`, when `T` is no type of the run.
    private func constructedExternalType(_ access: SyntaxNode) -> String? {
        guard !externalNodes.isEmpty, let inner = access.firstChild, inner.kind == .callExpr, let callee = inner.firstChild, callee.kind == .declReference,
              let typeName = callee.name, typeName.startsUppercase, SelfWord(typeName) == nil, visibleType(typeName) == nil else { return nil }
        return typeName
    }

    /// The member of the run's extensions of `type` (as written, or by its last component) that
    /// a use of `name` names: of the right static-ness, the overload a call's arguments fit. A
    /// call none fits is of the type's own method (`DispatchQueue.main.async { }` beside
    /// PromiseKit's `async(_: PMKNamespacer, …)`).
    private func externalMember(_ name: String, of type: String, at node: SyntaxNode, isStatic: Bool?) -> MemberInfo? {
        guard !externalNodes.isEmpty else { return nil }
        var candidates = index.externalMembers(of: type, named: name)
        if candidates.isEmpty, type.contains(".") { candidates = index.externalMembers(of: type.lastDottedComponent, named: name) }
        candidates = candidates.filter { externalNodes.contains($0.location) && (isStatic == nil || $0.isStatic == isStatic) }
        guard !candidates.isEmpty else { return nil }
        if candidates.allSatisfy({ $0.kind == .function }), let fitting = overloads(candidates, calledAt: node) { return fitting.first }
        return candidates.first
    }

    /// What `base` in `base.name` reads from (not `super`): the enclosing type for `self` and
    /// `Self` (static for `Self`, and for `self` in a static member), a type named in uppercase
    /// (static), or the written type of a local, parameter or property of the enclosing type (a
    /// value; `isStatic` nil for a metatype, `let kind: Store.Type`), with that written type.
    /// A closure's parameter (`base` given) is typed by `closureParameterType`.
    private func receiver(ofBase baseName: String, at base: SyntaxNode? = nil) -> (type: TypeInfo?, isStatic: Bool?, written: String?) {
        switch SelfWord(baseName) {
        case .selfValue?: return (enclosingType, isStaticContext, nil)
        case .selfType?: return (enclosingType, true, nil)
        case .super?: return (nil, false, nil)
        case nil:
            if baseName.startsUppercase { return (index.lookupType(baseName, from: enclosingType?.name, inFile: location.file), true, nil) }
            let closureParameter = base != nil && isClosureParameter(baseName)
            guard let written = (closureParameter ? closureParameterType(baseName, at: base!) : nil) ?? variableType(baseName) else { return (nil, false, nil) }
            let type = written.hasSuffix(".Type") ? index.lookupType(written, from: enclosingType?.name, inFile: location.file)
                : DeclarationUseScanner.namedType(written, owner: enclosingType, file: location.file, index: index)
            return (type, written.hasSuffix(".Type") ? nil : false, written)
        }
    }

    /// The type of the value a member access reads from when that value is itself a property
    /// read (`self.base` in `self.base.level`, `a.b` in `a.b.c`, also through `?` and `!`): the
    /// written type of that property, looked up from its owner. Nil when a link is not a
    /// property of the run with a written (or constructed) type.
    private func chainedReceiver(of access: SyntaxNode, depth: Int = 0) -> TypeInfo? {
        guard depth < 4, var inner = access.firstChild else { return nil }
        if inner.kind == .postfixExpr, inner.children.count == 1, let wrapped = inner.firstChild, inner.directTokens.count == 1,
           case let kind = inner.tree.tokens[Int(inner.directTokens[0])].kind, kind == .postfixQuestion || kind == .postfixExclaim { inner = wrapped }
        // A value made on the spot: `Adapter().start()` (Firezone's tunnel provider).
        if inner.kind == .callExpr, let callee = inner.firstChild, callee.kind == .declReference, let typeName = callee.name,
           typeName.startsUppercase, SelfWord(typeName) == nil {
            return visibleType(typeName)
        }
        // What a method of the run returns: `inset(insets).pngData()`, `self.sized(s).pngData()`
        // (SwiftDraw's deprecated forwarders).
        if inner.kind == .callExpr, let callee = inner.firstChild, let function = callee.name, !function.startsUppercase {
            let found: (owner: TypeInfo?, isStatic: Bool?)
            if callee.kind == .declReference {
                guard !locals.contains(function) else { return nil }
                found = (enclosingType, isStaticContext)
            } else if callee.kind == .memberAccess, let reached = owner(readBy: callee, depth: depth) {
                found = reached
            } else {
                return nil
            }
            guard let owner = found.owner, let member = instanceOrStaticMember(function, of: owner, at: callee, isStatic: found.isStatic),
                  member.kind == .function, let returned = member.declaredType else { return nil }
            if returned == "Self" { return owner }
            return chains.receivers.value(member.location) { DeclarationUseScanner.writtenType(of: member, owner: owner, index: index) }
        }
        // An element of the tuple a closure's parameter binds: `$0.value` of a dictionary's.
        if inner.kind == .memberAccess, let label = inner.name, let base = inner.firstChild, base.kind == .declReference,
           let name = base.name, isClosureParameter(name), let written = closureParameterType(name, at: base, element: label) {
            return DeclarationUseScanner.namedType(written, owner: enclosingType, file: location.file, index: index)
        }
        guard inner.kind == .memberAccess, let property = inner.name, !property.startsUppercase,
              let found = owner(readBy: inner, depth: depth), let owner = found.owner,
              let member = instanceOrStaticMember(property, of: owner, at: inner, isStatic: found.isStatic) else { return nil }
        // An enum's case is a value of the enum (`WindowDefinition.settings.openWindow()`).
        if member.kind == .enumCase, owner.kind == .enum, found.isStatic == true { return owner }
        guard member.kind == .variable else { return nil }
        return chains.receivers.value(member.location) { DeclarationUseScanner.writtenType(of: member, owner: owner, index: index) }
    }

    /// The type a member access (`base.name`, `a.b.name`, `f().name`) reads `name` from, and whether
    /// statically: a named base's (`receiver(ofBase:)`; a metatype's properties are not followed),
    /// else what the chain before it holds. Nil for `super`.
    private func owner(readBy access: SyntaxNode, depth: Int) -> (owner: TypeInfo?, isStatic: Bool?)? {
        if let base = DeclarationUseScanner.unwrappedBase(of: access), let baseName = base.name {
            guard SelfWord(baseName) != .super else { return nil }
            let found = receiver(ofBase: baseName, at: base)
            return (found.isStatic == nil ? nil : found.type, found.isStatic)
        }
        return (chainedReceiver(of: access, depth: depth + 1), false)
    }

    /// A static member of a type enclosing the enclosing type, which a nested type names bare
    /// (MarkEdit's `performUpdates { … }` in the `didSet` of `AppPreferences.Editor`'s statics,
    /// declared on `AppPreferences`): the nearest enclosing type declaring the name decides.
    private func outerTypesStaticMember(_ name: String, at node: SyntaxNode) -> MemberInfo? {
        // Asked of every name the enclosing type does not declare: most types are not nested.
        guard let enclosingType, enclosingType.name.utf8.contains(UInt8(ascii: ".")) else { return nil }
        var key = index.key(of: enclosingType)
        while let dot = key.lastIndex(of: ".") {
            key = String(key[..<dot])
            guard let outer = index.types[key] else { continue }
            let members = outer.members(named: name)
            if members.isEmpty { continue }
            // An outer type's instance member is not reachable without a value of it (IceCubes'
            // `case .uploadFailed(let error)` in a type nested in one with a `var error`).
            guard members.contains(where: { $0.isStatic || $0.kind == .enumCase }) else { return nil }
            return instanceOrStaticMember(name, of: outer, at: node, isStatic: true).flatMap { $0.isStatic || $0.kind == .enumCase ? $0 : nil }
        }
        return nil
    }

    /// The type a property holds (`typeText(of:)`, unwrapped: `Level?`, `(Level)`), looked up from
    /// its owner in its own file.
    static func writtenType(of member: MemberInfo, owner: TypeInfo, index: ProjectIndex) -> TypeInfo? {
        guard let text = typeText(of: member, owner: owner) else { return nil }
        return namedType(text, owner: owner, file: member.location.file, index: index)
    }

    /// The type of the run a written type names, looked up from `owner` in `file`: unwrapped
    /// (`Level?`, `(Level)`), without generic arguments (`Store<Int>`), through `any` or `some`,
    /// and for a generic parameter of the owner, its constraint (`class TabManager<W:
    /// WebEngineContract>`'s `let webView: W`: web-browser's, whose calls of the protocol's
    /// requirements went unseen).
    static func namedType(_ text: String, owner: TypeInfo?, file: Int, index: ProjectIndex) -> TypeInfo? {
        func bareName<S: StringProtocol>(_ text: S) -> Substring? {
            var utf8 = Substring(text).utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "(") }
            for word in ["any ", "some "] where Substring(utf8).hasPrefix(word) { utf8 = utf8.dropFirst(word.utf8.count) }
            // `Store<Int>` names `Store`.
            if let end = utf8.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "<") }) {
                utf8 = utf8[..<end]
            }
            let name = Substring(utf8)
            return !name.isEmpty && ProjectIndex.isWrittenTypeName(name) ? name : nil
        }
        guard var name = bareName(text) else { return nil }
        // `static var current: Self` (MarkEdit's `AppTheme.current.updateAppearance()`).
        if name == "Self" { return owner }
        if let owner, owner.genericParameters.contains(String(name)) {
            guard let constraint = index.node(owner.declaration).firstChild(.genericParameterClause)?.children(.genericParameter)
                    .first(where: { $0.name == String(name) })?.firstChild(.type)?.text,
                  let constrained = bareName(constraint) else { return nil }
            name = constrained
        }
        return index.lookupType(String(name), from: owner?.name, inFile: file)
    }

    /// `self`, `Self` or `super`, told from other names by length first: resolving compared
    /// every name with the three words (most names are none of them).
    private enum SelfWord {
        case selfValue, selfType, `super`
        init?(_ name: String) {
            let length = name.utf8.count
            guard length == 4 || length == 5 else { return nil }
            switch name {
            case "self": self = .selfValue
            case "Self": self = .selfType
            case "super": self = .super
            default: return nil
            }
        }
    }

    /// An uppercase name: constructing a type of the run, or using a main-actor SDK type.
    private func resolveTypeName(_ name: String, _ node: SyntaxNode) -> DeclarationUse.Target? {
        guard let parent = node.parent else { return nil }
        let isCallee = parent.kind == .callExpr && parent.firstChild == node
        let isBase = parent.kind == .memberAccess && parent.firstChild == node
        // An uppercase SDK global (AppKit's `NSApp`), used in any way, unless a type of the run
        // has its name.
        if let fact = index.sdk.global(name, in: generation), fact.isolation == "MainActor",
           index.lookupType(name, from: enclosingType?.name, inFile: location.file) == nil { return .mainActorAPI(name) }
        guard isCallee || isBase else { return nil }
        if let info = index.lookupType(name, from: enclosingType?.name, inFile: location.file) {
            return isCallee ? .initializer(type: index.key(of: info)) : nil
        }
        // An actor's static members are nonisolated (`MainActor.assumeIsolated`, `MainActor.run`):
        // the global actor's own type is not a main-actor API.
        if let fact = index.sdk.type(name, in: generation), fact.isolation == "MainActor", fact.kind != "protocol", fact.kind != "actor" {
            // `UIView.self` and nonisolated SDK members cannot be told apart from isolated ones
            // without the SDK's declarations: `.self` is left out, and so are the notification
            // names and user-info keys of UIKit and AppKit, which are C globals imported as members
            // (`UIApplication.willResignActiveNotification`, `UIResponder.keyboardFrameEndUserInfoKey`)
            // and so not isolated to the class's actor: swift-composable-architecture reads one in
            // a nonisolated global in the Swift 6 mode, and the iOS 26 SDK's nonisolated
            // `DidBecomeActiveMessage.name` returns `UIApplication.didBecomeActiveNotification`.
            if isBase, let member = parent.name, member == "self" || DeclarationUseScanner.isImportedCGlobal(member) { return nil }
            // A nested type (`NSToolbarItem.Identifier`, `UIFont.Weight`) is not isolated with
            // the class that declares it.
            if isBase, let member = parent.name, member.startsUppercase { return nil }
            return .mainActorAPI(name)
        }
        return nil
    }

    /// The declaration reference a member access reads from: `base` in `base.name`, `base?.name`
    /// and `base!.name`.
    static func unwrappedBase(of access: SyntaxNode) -> SyntaxNode? {
        guard let base = access.firstChild else { return nil }
        if base.kind == .declReference { return base }
        guard base.kind == .postfixExpr, let inner = base.firstChild, inner.kind == .declReference, base.children.count == 1 else { return nil }
        let tokens = base.directTokens
        guard tokens.count == 1 else { return nil }
        let kind = base.tree.tokens[Int(tokens[0])].kind
        return kind == .postfixQuestion || kind == .postfixExclaim ? inner : nil
    }

    /// A name a closure of the declaration gives a parameter, or `$0`, `$1`….
    private func isClosureParameter(_ name: String) -> Bool {
        closureParameterNames.contains(name) || DeclarationUseScanner.isShorthandParameter(name)
    }

    /// `$0`, `$1`…: a closure's parameter by position (not a property wrapper's `$value`).
    static func isShorthandParameter(_ name: String) -> Bool {
        let utf8 = name.utf8
        return utf8.count >= 2 && utf8.first == UInt8(ascii: "$") && utf8.dropFirst().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Members of a main-actor SDK class that are not isolated to it: the notification names and
    /// user-info keys (C globals imported as members), and what every class inherits from the
    /// nonisolated `NSObject` (`description`, `isEqual(_:)`, key-value coding and observing).
    static func isNonisolatedSDKMember(_ name: String) -> Bool {
        isImportedCGlobal(name) || nonisolatedObjectMembers.contains(name)
    }

    /// UIKit's and AppKit's notification names and user-info keys: C globals imported as class
    /// members (`UIApplication.willResignActiveNotification`), not isolated to the class's actor.
    static func isImportedCGlobal(_ name: String) -> Bool {
        name.hasSuffix("Notification") || name.hasSuffix("UserInfoKey")
    }

    static let nonisolatedObjectMembers: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "isEqual", "isKind", "isMember", "responds", "conforms", "perform",
        "value", "setValue", "setValuesForKeys", "dictionaryWithValues", "mutableArrayValue", "validateValue", "observe",
        "addObserver", "removeObserver", "willChangeValue", "didChangeValue", "copy", "mutableCopy", "isProxy", "superclass",
        "classForCoder", "self",
    ]

    /// The main-actor SDK class a written type names (`WKWebView?`, `UILabel!`), when no type of
    /// the run has that name; not a protocol (a protocol's value may be of a type of the run).
    private func mainActorSDKClass(_ written: String) -> String? {
        var name = Substring(written)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        guard !name.isEmpty, ProjectIndex.isWrittenTypeName(name) else { return nil }
        let simple = String(name).lastDottedComponent
        guard let fact = index.sdk.type(simple, in: generation), fact.kind == "class",
              index.sdk.isolation(ofType: simple, in: generation) == "MainActor" else { return nil }
        return simple
    }

    /// Whether the run's extensions of an SDK type declare `name` with an isolation of its own
    /// other than the main actor (`extension WKWebView { nonisolated func … }`).
    private func externalMemberIsNonisolated(_ name: String, of type: String) -> Bool {
        index.externalMembers(of: type, named: name).contains { $0.explicitIsolation != nil && $0.explicitIsolation?.isMainActor != true }
    }


    /// The written type of a local, parameter or property of the enclosing type.
    private func variableType(_ name: String) -> String? {
        if let local = locals.value(of: name) { return local }
        if locals.contains(name) { return nil }
        guard let enclosingType, let property = enclosingType.members(named: name).first(where: { $0.kind == .variable }) else { return nil }
        return DeclarationUseScanner.typeText(of: property, owner: enclosingType)
    }

    /// A property's type as written, else the type its initial value constructs (`Level(…)`,
    /// `Store<Int>()`, also after `try!`, `try?` or `await`), or what a static factory of its
    /// owner returns (`var sut = try! makeSUT()`, freerooms-mobile's tests).
    static func typeText(of property: MemberInfo, owner: TypeInfo? = nil) -> String? {
        if let declared = property.declaredType { return declared }
        guard var value = property.initialValue?[...] else { return nil }
        for prefix in ["try! ", "try? ", "try ", "await "] where value.hasPrefix(prefix) {
            value = value.dropFirst(prefix.utf8.count).drop { $0 == " " }
        }
        guard let open = value.firstIndex(of: "(") else { return nil }
        let callee = value[..<open]
        let base = callee.firstIndex(of: "<").map { callee[..<$0] } ?? callee
        if ProjectIndex.isWrittenTypeName(base), base.startsUppercase {
            // A static factory named through its type (`Self.makeSUT`, `Owner.makeSUT`).
            if let owner, let dot = base.lastIndex(of: "."), base[..<dot] == "Self" || base[..<dot] == owner.name {
                return factoryType(String(base[base.index(after: dot)...]), of: owner)
            }
            return String(callee)
        }
        guard let owner, ProjectIndex.isWrittenTypeName(callee), !callee.contains(".") else { return nil }
        return factoryType(String(callee), of: owner)
    }

    /// What the owner's static function of that name returns, when it is the only one (the
    /// owner itself for `Self`).
    static func factoryType(_ name: String, of owner: TypeInfo) -> String? {
        let functions = owner.members(named: name).filter { $0.kind == .function && $0.isStatic }
        guard functions.count == 1, let returned = functions[0].declaredType else { return nil }
        return returned == "Self" ? owner.name : returned
    }

    /// The main-actor SDK superclass or protocol a type of the run inherits members from, if any.
    private func mainActorSDKSupertype(of info: TypeInfo) -> String? {
        // Asked for every member access the run's types do not declare: once per type and round.
        let cache = index.memo("main-actor SDK supertypes \(generation.rawValue)") { SharedCache<String, String?>() }
        return cache.value(index.key(of: info)) { findMainActorSDKSupertype(of: info) }
    }

    private func findMainActorSDKSupertype(of info: TypeInfo) -> String? {
        if let superclass = DeclarationUseScanner.foreignSuperclass(info, index: index, generation: generation),
           index.sdk.isolation(ofType: superclass, in: generation) == "MainActor" { return superclass }
        return info.allConformances.first { name in
            index.lookupType(name, from: info.name, inFile: info.declaration.file) == nil
                && index.sdk.type(name, in: generation).map { $0.kind == "protocol" && $0.isolation == "MainActor" } == true
        }
    }

    /// The member `name` of `info` that `node` uses. Overloads are told apart by what the source
    /// says: a static member through a type name or from a static context, an instance member
    /// through a value or `self`, and a call's argument labels (`Store.wordCount(in:)` is not the
    /// instance method `wordCount(for:)`, whose isolation may differ). Without a fit, the first.
    private func instanceOrStaticMember(_ name: String, of info: TypeInfo, at node: SyntaxNode? = nil, isStatic: Bool? = nil) -> MemberInfo? {
        // A use names a value: not a nested type, typealias or associated type.
        func isValue(_ member: MemberInfo) -> Bool { member.kind != .nestedType && member.kind != .typealias && member.kind != .associatedtype }
        // The common case, one member of that name or none: no array.
        let sole = info.soleMember(named: name)
        if !sole.many {
            guard let member = sole.member, isValue(member) else { return nil }
            // A call its one function of that name cannot take names another (`channel.register()`
            // of a protocol extension, not the class's `register(selector:interested:)`).
            if member.kind == .function, let node, let fitting = overloads([member], calledAt: node), fitting.isEmpty { return nil }
            // Nor does an unwrapped value (`controller.window!`: a property the SDK superclass
            // declares, not vAmiga's `window(_:willUseFullScreenContentSize:)`): a function is not optional.
            if member.kind == .function, let node, DeclarationUseScanner.isUnwrapped(node) { return nil }
            return member
        }
        // Counted first, without arrays: a name of hundreds of overloads (the standard library's
        // `init`) mostly ends at the first of them, and filtering copied every one.
        func fitsStatic(_ member: MemberInfo) -> Bool {
            guard let isStatic else { return false }
            return member.isStatic == isStatic || member.kind == .enumCase && isStatic
        }
        let named = info.members(named: name)
        var values = 0, firstValue: MemberInfo?, sameStatic = 0, firstSameStatic: MemberInfo?
        for member in named where isValue(member) {
            values += 1
            if firstValue == nil { firstValue = member }
            if fitsStatic(member) {
                sameStatic += 1
                if firstSameStatic == nil { firstSameStatic = member }
            }
        }
        guard values > 1, let node else { return firstValue }
        let fittingCount = sameStatic > 0 ? sameStatic : values
        let isCallee = node.parent.map { $0.kind == .callExpr && $0.firstChild == node } ?? false
        guard fittingCount > 1, fittingCount <= 8, isCallee else { return sameStatic > 0 ? firstSameStatic : firstValue }
        var fitting = named.filter(isValue)
        if sameStatic > 0 { fitting = fitting.filter(fitsStatic) }
        // Labels tell a few overloads apart; hundreds of `visit(_:)` (swift-syntax's visitors)
        // share theirs, and reading each one's parameters per call cost more than it told.
        if fitting.count > 1, fitting.count <= 8, let ranked = overloads(fitting, calledAt: node), !ranked.isEmpty { fitting = ranked }
        return fitting.first
    }

    /// Whether a name is unwrapped where it is used (`x!`, `x?.y`).
    static func isUnwrapped(_ node: SyntaxNode) -> Bool {
        guard let parent = node.parent, parent.kind == .postfixExpr, parent.firstChild == node, parent.directTokens.count == 1 else { return false }
        let kind = parent.tree.tokens[Int(parent.directTokens[0])].kind
        return kind == .postfixQuestion || kind == .postfixExclaim
    }

    /// A type of the run by name, unless it belongs to another module this file does not import
    /// (several projects in one run: Vapor's `Logger(label:)` is swift-log's, not the
    /// composable architecture's `Logger` class).
    private func visibleType(_ name: String) -> TypeInfo? {
        guard let info = index.lookupType(name, from: enclosingType?.name, inFile: location.file) else { return nil }
        // (A file of no known module sees every type.)
        return index.units[file].module == nil || index.isVisible(info.declaration, fromFile: file, importing: imports) ? info : nil
    }

    /// The globals of that name the file can see: its module's, and another module's when the
    /// file imports it (swift-nio's `assert(x)` is not SwiftSyntax's `assert`); nil for none.
    private func visibleGlobals(named name: String) -> [MemberInfo]? {
        guard var globals = index.globals[name] else { return nil }
        // Several: not another file's `private` one (swift-syntax declares a `private let
        // diagnosticDomain` in each of its modules' files).
        if globals.count > 1 {
            globals = globals.filter { $0.location.file == file || !index.node($0.location).hasModifier("private") && !index.node($0.location).hasModifier("fileprivate") }
        }
        let module = index.units[file].module
        guard globals.contains(where: { index.units[$0.location.file].module != module }) else { return globals.isEmpty ? nil : globals }
        let visible = globals.filter { index.isVisible($0.location, fromFile: file, importing: imports) }
        return visible.isEmpty ? nil : visible
    }

    /// The one initializer a type of the run declares that a construction's labels fit, when
    /// the type declares any (else the implicit ones are called). A struct's or enum's
    /// initializer runs with the type's isolation unless it says otherwise: then the
    /// construction's own use says all (and under default main-actor isolation, making such a
    /// type nonisolated is `nonisolated-data-types`' answer, not one per initializer).
    private func constructedInitializer(of info: TypeInfo, calledAt node: SyntaxNode) -> DeclLocation? {
        // Each type's candidates are found once a round (a construction filtered its members:
        // the standard library's types have hundreds).
        let candidates = index.memo("constructed initializers") { SharedCache<DeclLocation, [MemberInfo]>() }
        let initializers = candidates.value(info.declaration) {
            let valueType = info.kind == .struct || info.kind == .enum
            return info.members.filter { $0.kind == .initializer && (!valueType || $0.explicitIsolation != nil) }
        }
        guard !initializers.isEmpty, let fitting = overloads(initializers, calledAt: node), fitting.count == 1 else { return nil }
        // A value type's initializer without an isolation of its own is its type's.
        if (info.kind == .struct || info.kind == .enum), overloads(info.members.filter { $0.kind == .initializer }, calledAt: node)?.count != 1 { return nil }
        return fitting[0].location
    }

    /// Of functions a call may name, those its arguments fit (`CallArguments.bind`), the ones
    /// leaving out the fewest parameters first (as the compiler ranks them: `describe()` before
    /// `describe(suffix: String = "")`); nil when the node is not a call's callee.
    private func overloads(_ candidates: [MemberInfo], calledAt node: SyntaxNode) -> [MemberInfo]? {
        guard let call = node.parent, call.kind == .callExpr, call.firstChild == node else { return nil }
        let arguments = CallArguments(of: call)
        func parameters(of member: MemberInfo) -> [CallParameter] { index.callParameters(at: member.location) }
        let fitting = candidates.filter { member in
            guard member.kind == .function || member.kind == .initializer else { return false }
            return arguments.bind(to: parameters(of: member)) != nil
        }
        guard fitting.count > 1 else { return fitting }
        let leftOut = fitting.map { parameters(of: $0).count - arguments.labels.count }
        let fewest = leftOut.min()!
        return zip(fitting, leftOut).filter { $0.1 == fewest }.map(\.0)
    }

    // MARK: Context

    /// Walks from the use up to the declaration: the first closure that changes isolation decides.
    private func context(of node: SyntaxNode) -> (DeclarationUse.Context, awaited: Bool) {
        // Parent links in the raw records: a node handle only for the closures met on the way.
        let nodes = node.tree.nodes
        var awaited = false
        // A capture list's values are read where the closure is made, not where it runs
        // (`addTask { [flag] in … }`: MarkerData's QueueModel).
        var inCaptureList = false
        var p = nodes[Int(node.index)].parent
        while p >= 0, p != decl.index {
            switch nodes[Int(p)].kind {
            case .awaitExpr:
                awaited = true
            case .captureItem:
                inCaptureList = true
            case .closureExpr:
                if inCaptureList { inCaptureList = false; break }
                if let isolation = closureIsolation(node.tree.node(p)) { return (isolation, awaited) }
            case .funcDecl:
                // A local function: `@Sendable` without a global actor runs off the actor
                // (MarkerData's `@Sendable func extract(url:)` in a main-actor method).
                if let isolation = DeclarationUse.localFunctionIsolation(node.tree.node(p), globalActors: index.globalActors) { return (isolation, awaited) }
            case .attribute:
                // Swift Testing's `@Test(arguments: …)` and traits (`.enabled(if: …)`): the macro
                // evaluates them in a `@Sendable` async closure, off the main actor ("main
                // actor-isolated static property 'searchKeys' cannot be accessed from outside of
                // the actor" under default main-actor isolation: pine's tests).
                if imports.contains("Testing"), let macro = node.tree.node(p).testingMacroName { return (.offActor("@\(macro)"), awaited) }
            default:
                break
            }
            p = nodes[Int(p)].parent
        }
        return (.own, awaited)
    }

    /// The isolation a closure literal runs with, when it is not its context's.
    private func closureIsolation(_ closure: SyntaxNode) -> DeclarationUse.Context? {
        switch index.closureIsolation(of: closure, file: file, sdk: generation) {
        case .globalActor(let name): return .globalActor(name)
        case .offActor(let fact):
            let receiverName = fact.receiver.map { $0 + "." } ?? ""
            return .offActor("\(receiverName)\(fact.function == "init" ? "init" : fact.function)")
        case nil: return nil
        }
    }
}

extension ProjectIndex {
    /// The members the run's extensions of another module's type declare with that name
    /// (`extension Logger { static let search = … }`), by the type as the extension writes it.
    public func externalMembers(of type: String, named name: String) -> [MemberInfo] {
        let members = memo("external members by type and name") { () -> [String: [MemberInfo]] in
            var byKey: [String: [MemberInfo]] = [:]
            for (_, entry) in externalMembers { byKey["\(entry.type).\(entry.member.name)", default: []].append(entry.member) }
            for key in byKey.keys { byKey[key]!.sort { $0.location < $1.location } }
            return byKey
        }
        return members["\(type).\(name)"] ?? []
    }

    /// A SwiftUI `@Entry` property with an initial value: the macro makes that value an
    /// `EnvironmentKey`'s nonisolated `defaultValue`.
    static func isEnvironmentEntry(_ member: MemberInfo) -> Bool {
        member.kind == .variable && member.isStored && member.initialValue != nil && member.propertyWrappers.contains("Entry")
    }

    /// The member declared at a location: of the run's types or globals, or of its extensions
    /// of other modules' types.
    public func member(at location: DeclLocation) -> MemberInfo? {
        declarations[location]?.member ?? externalMembers[location]?.member
    }

    /// The code of the run's extensions of other modules' types, in source order: methods,
    /// computed properties and subscripts (`extension UIImage { func rounded() … UIScreen.main
    /// … }`), and SwiftUI's `@Entry` properties, whose initial value runs as a nonisolated
    /// `EnvironmentKey.defaultValue`. The isolation graph takes them as nodes: what they use
    /// decides whether they need the main actor (or, for an `@Entry`, forbids it), and their
    /// callers follow.
    var externalCode: [DeclLocation] {
        memo("external code") {
            externalMembers.compactMap { location, entry in
                switch entry.member.kind {
                case .function, .subscript: return location
                case .variable: return !entry.member.isStored || ProjectIndex.isEnvironmentEntry(entry.member) ? location : nil
                default: return nil
                }
            }.sorted()
        }
    }

    /// The members of the run's extensions of other modules' types written `nonisolated` (on the
    /// member or its extension), in source order: once per round.
    var nonisolatedExternalMembers: [(location: DeclLocation, entry: (type: String, member: MemberInfo))] {
        memo("nonisolated external members") {
            externalMembers.filter { _, entry in
                entry.member.explicitIsolation == .nonisolated
                    || (entry.member.explicitIsolation == nil && explicitIsolation(of: node(entry.member.container)) == .nonisolated)
            }.sorted { $0.key < $1.key }.map { (location: $0.key, entry: $0.value) }
        }
    }

    /// The element type a `for` loop over a value of this written type binds: `T` of `[T]`,
    /// `Array<T>`, `ContiguousArray<T>` or `Set<T>` when it is a plain type name (not a
    /// dictionary, a nested collection or a tuple).
    public static func iteratedElement(ofCollectionType written: String) -> String? {
        let type = written.trimmingCharacters(in: .whitespaces)
        let element: Substring
        if type.hasPrefix("["), type.hasSuffix("]") {
            element = type.dropFirst().dropLast()
        } else if let container = ["Array<", "ContiguousArray<", "Set<"].first(where: { type.hasPrefix($0) }), type.hasSuffix(">") {
            element = type.dropFirst(container.count).dropLast()
        } else {
            return nil
        }
        let text = element.trimmingCharacters(in: .whitespaces)
        return isWrittenTypeName(text) && !text.isEmpty ? text : nil
    }

    /// The types a `for` loop over a value of this written type binds, by position in its
    /// pattern: one name takes the element (`iteratedElement`); a flat tuple of two takes a
    /// dictionary's key and value (`for (id, page) in pages` over `[String: Page]` or
    /// `Dictionary<String, Page>`), each when it is a plain type name (else nil).
    public static func iteratedBindings(ofCollectionType written: String, view: IteratedView = .whole, names: Int) -> [String?]? {
        switch view {
        case .whole:
            break
        case .enumerated:
            // `(offset, element)`: the element of an array or set.
            guard names == 2, let element = iteratedElement(ofCollectionType: written) else { return nil }
            return ["Int", element]
        case .keys, .values:
            guard names == 1, let pair = iteratedBindings(ofCollectionType: written, names: 2) else { return nil }
            return [view == .keys ? pair[0] : pair[1]]
        }
        if names == 1 { return iteratedElement(ofCollectionType: written).map { [$0] } }
        guard names == 2 else { return nil }
        let type = written.trimmingCharacters(in: .whitespaces)
        let parts: [Substring]
        if type.hasPrefix("["), type.hasSuffix("]") {
            parts = type.dropFirst().dropLast().splitAtTopLevel([":"])
        } else if type.hasPrefix("Dictionary<"), type.hasSuffix(">") {
            parts = type.dropFirst("Dictionary<".count).dropLast().splitAtTopLevel([","])
        } else {
            return nil
        }
        guard parts.count == 2 else { return nil }
        return parts.map { part in
            let text = part.trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && isWrittenTypeName(text) ? text : nil
        }
    }

    /// The parameters of a closure passed to a standard sequence or collection method that bind
    /// an element, by position, from the method's base name and the label the closure is passed
    /// under (nil: the first trailing closure): the only one of `contains(where:)`, `filter`,
    /// `map`, `forEach`… (two for a dictionary's key and value), both of `sorted(by:)`, `min(by:)`
    /// and `max(by:)`, the second of `reduce(_:_:)` and `reduce(into:_:)`. Nil for other methods.
    public static func sequenceClosureElementPositions(function: String, label: String?) -> [Int]? {
        switch function {
        case "contains", "first", "last", "firstIndex", "lastIndex", "allSatisfy", "removeAll", "count":
            return label == nil || label == "where" ? [0] : nil
        case "drop", "prefix":
            return label == nil || label == "while" ? [0] : nil
        case "filter", "map", "compactMap", "flatMap", "forEach":
            return label == nil || label == "_" ? [0] : nil
        case "sorted", "sort", "min", "max":
            return label == nil || label == "by" ? [0, 1] : nil
        case "reduce":
            return label == nil || label == "_" ? [1] : nil
        default:
            return nil
        }
    }

    /// How a `for` loop reads the collection it names: as it is (or `.reversed()`, which binds the
    /// same), with `.enumerated()`, or a dictionary's `.keys` or `.values`.
    public enum IteratedView: Sendable { case whole, enumerated, keys, values }

    /// The expression naming the collection a `for` loop's sequence reads, and how: `items`,
    /// `items.enumerated()`, `self.items.reversed()`, `pages.values`.
    public static func iteratedCollection(_ sequence: SyntaxNode) -> (base: SyntaxNode, view: IteratedView) {
        var node = sequence, view = IteratedView.whole
        // `items.enumerated()`, `items.reversed()`: a call without arguments of a member.
        if node.kind == .callExpr, let callee = node.firstChild, callee.kind == .memberAccess, let method = callee.name,
           method == "enumerated" || method == "reversed", let base = callee.firstChild,
           node.firstChild(.argumentList).map({ !$0.hasChild(.argument) }) ?? false, !node.hasChild(.trailingClosure) {
            node = base
            view = method == "enumerated" ? .enumerated : .whole
        } else if node.kind == .memberAccess, let member = node.name, member == "keys" || member == "values", let base = node.firstChild,
                  base.kind == .declReference || base.kind == .memberAccess {
            node = base
            view = member == "keys" ? .keys : .values
        }
        return (node, view)
    }

    /// The names a flat tuple pattern binds, by position (`(rg, seal)`; nil for `_`); nil for any
    /// other pattern (a nested tuple, a label, a single name).
    public static func flatTupleNames(of pattern: SyntaxNode) -> [String?]? {
        guard pattern.kind == .pattern, pattern.firstChild == nil else { return nil }
        let tree = pattern.tree
        let tokens = pattern.directTokens.map { tree.text($0) }
        guard tokens.count >= 5, tokens.first == "(", tokens.last == ")" else { return nil }
        var names: [String?] = []
        for (i, text) in tokens.dropFirst().dropLast().enumerated() {
            if i % 2 == 1 { guard text == "," else { return nil }; continue }
            guard text == "_" || ProjectIndex.isWrittenTypeName(text), !text.contains(".") else { return nil }
            names.append(text == "_" ? nil : text)
        }
        return names.count >= 2 ? names : nil
    }

    /// Whether text is only letters, digits, `_` and `.` (a type name as written, no generics or
    /// optionals): by UTF-8 byte when it is ASCII, as nearly all code is.
    public static func isWrittenTypeName<S: StringProtocol>(_ text: S) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "."):
                continue
            case 0x80...:
                return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            default:
                return false
            }
        }
        return true
    }

    /// The round's tables for resolving chains of properties (`DeclarationUseScanner`).
    var chainTables: ChainTables {
        memo("chain tables") {
            ChainTables(typeMemberNames: Set(declarations.values.lazy.filter { $0.type != nil }.map(\.member.name)),
                        externalNames: Set(externalMembers.values.lazy.map(\.member.name)))
        }
    }

    var branchTwins: [DeclLocation: [DeclLocation]] {
        struct Key: Hashable { let type: String, name: String, kind: MemberInfo.Kind, isStatic: Bool }
        return memo("members declared in several #if branches") { () -> [DeclLocation: [DeclLocation]] in
            // Only a member inside an `#if` clause can have a twin (the same signature twice
            // outside one is an overload by return type or constraints): its type's members of
            // the same name and kind are the group. Files with no `#if` are not looked into.
            var groups: [Key: [DeclLocation]] = [:]
            for file in units.indices {
                let clauses = units[file].tree.nodes(ofKinds: .ifConfigClause)
                guard !clauses.isEmpty else { continue }
                // The bytes inside some clause, as sorted disjoint ranges (clauses nest or follow
                // each other, in source order): a declaration starting there is inside one.
                var inside: [Range<Int>] = []
                for clause in clauses {
                    let range = clause.byteRange
                    if let last = inside.last, range.lowerBound < last.upperBound {
                        inside[inside.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                    } else {
                        inside.append(range)
                    }
                }
                for location in declarationsByFile[file] {
                    guard let entry = declarations[location], let type = entry.type,
                          entry.member.kind == .function || entry.member.kind == .variable || entry.member.kind == .subscript
                            || entry.member.kind == .initializer else { continue }
                    let start = node(location).byteRange.lowerBound
                    var low = 0, high = inside.count
                    while low < high {
                        let middle = (low + high) / 2
                        if inside[middle].upperBound <= start { low = middle + 1 } else { high = middle }
                    }
                    guard low < inside.count, inside[low].contains(start) else { continue }
                    let key = Key(type: type, name: entry.member.name, kind: entry.member.kind, isStatic: entry.member.isStatic)
                    guard groups[key] == nil, let info = types[type] else { continue }
                    groups[key] = info.members.filter { $0.name == key.name && $0.kind == key.kind && $0.isStatic == key.isStatic && declarations[$0.location]?.type == type }
                        .map(\.location)
                }
            }
            var twins: [DeclLocation: [DeclLocation]] = [:]
            for (_, group) in groups where group.count > 1 {
                // Told apart by their parameters as written (tokens, not trivia), read only for
                // these few (overloads by type, such as a visitor's hundreds of `visit(_:)`, are
                // not twins).
                let bySignature = Dictionary(grouping: group) { location -> [UInt8] in
                    guard let clause = node(location).firstChild(.parameterClause) else { return [] }
                    let tree = clause.tree
                    var signature: [UInt8] = []
                    for token in clause.tokenRange {
                        let t = tree.tokens[Int(token)]
                        signature += tree.bytes[Int(t.start)..<Int(t.end)]
                        signature.append(0)
                    }
                    return signature
                }
                for (_, same) in bySignature where same.count > 1 {
                    let sorted = same.sorted()
                    for location in sorted { twins[location] = sorted.filter { $0 != location } }
                }
            }
            return twins
        }
    }
}

/// What resolving chains of properties (`self.level.rank`) reads, once per round: the member
/// names the run's types declare, and each property's type as found (by its location).
final class ChainTables: Sendable {
    /// The names the run's types and its extensions of other modules' types declare as members:
    /// a chain ending in another name resolves to nothing (most do: `.count`, `.isEmpty`).
    let memberNames: Set<String>
    /// Those the run's types declare: a chain of properties is followed only for these.
    let typeMemberNames: Set<String>
    /// Those the run's extensions of other modules' types declare: only `T(…).name` is looked
    /// up for them at the end of a chain, and receivers of other modules' types only for them.
    let externalNames: Set<String>
    let receivers = SharedCache<DeclLocation, TypeInfo?>()
    init(typeMemberNames: Set<String>, externalNames: Set<String>) {
        self.typeMemberNames = typeMemberNames
        self.externalNames = externalNames
        self.memberNames = typeMemberNames.union(externalNames)
    }
}

extension ProjectIndex {
    /// Whether a class is an XCTest case whose chain ends at a base nothing describes
    /// (`DeclarationUseScanner.isTestCaseOfUnknownBase`).
    public func isTestCaseOfUnknownBase(_ info: TypeInfo, generation: SDKGeneration) -> Bool {
        DeclarationUseScanner.isTestCaseOfUnknownBase(info, index: self, generation: generation)
    }
}
