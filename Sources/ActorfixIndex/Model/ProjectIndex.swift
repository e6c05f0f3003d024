import ActorfixSyntax

/// Everything a rule needs to know beyond the file it rewrites: every type of the run with its
/// extensions merged, protocols, global actors, typealiases, globals, where names are referenced
/// and written, SDK facts and each file's settings. Built from all files of a run without
/// compiling anything; immutable, and rebuilt (cheaply) after edits, so it never goes stale.
public final class ProjectIndex: Sendable {
    public let units: [SourceUnit]
    public let sdk: SDKKnowledge
    /// Types by qualified name (`Outer.Inner`).
    public let types: [String: TypeInfo]
    /// Qualified names by simple name (`Inner` → [`Outer.Inner`]).
    public let typesBySimpleName: [String: [String]]
    /// Qualified type name of each type declaration or extension node.
    public let typeNameOfDecl: [DeclLocation: String]
    /// Extensions of types not declared in the run (SDK types): name as written → extensions.
    public let externalExtensions: [String: [DeclLocation]]
    public let globals: [String: [MemberInfo]]
    /// Global actors: `MainActor` and every `@globalActor` type of the run.
    public let globalActors: Set<String>
    public let typealiases: [String: String]
    public let references: ReferenceIndex
    /// Every member and global by its declaration node (a variable declaration maps to its
    /// first binding's member): `type` is nil for globals.
    public let declarations: [DeclLocation: (type: String?, member: MemberInfo)]

    public init(units: [SourceUnit], sdk: SDKKnowledge) {
        self.units = units
        self.sdk = sdk
        var builder = IndexBuilder(units: units)
        builder.build()
        types = builder.types
        typeNameOfDecl = builder.typeNameOfDecl
        externalExtensions = builder.externalExtensions
        globals = builder.globals
        globalActors = builder.globalActors
        typealiases = builder.typealiases
        var bySimple: [String: [String]] = [:]
        for name in builder.types.keys.sorted() {
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            bySimple[simple, default: []].append(name)
        }
        typesBySimpleName = bySimple
        var interesting = Set<String>()
        for type in builder.types.values { for m in type.members { interesting.insert(m.name) } }
        for name in builder.globals.keys { interesting.insert(name) }
        references = ReferenceIndex(units: units, names: interesting, typeNameOfDecl: builder.typeNameOfDecl)
        var declarations: [DeclLocation: (type: String?, member: MemberInfo)] = [:]
        for (name, type) in builder.types {
            for member in type.members where declarations[member.location] == nil { declarations[member.location] = (name, member) }
        }
        for members in builder.globals.values {
            for member in members where declarations[member.location] == nil { declarations[member.location] = (nil, member) }
        }
        self.declarations = declarations
    }

    /// The isolation of whatever declaration `location` is (member or global).
    public func isolation(ofDeclarationAt location: DeclLocation, settings: SwiftSettings) -> IsolationVerdict? {
        guard let (typeName, member) = declarations[location] else { return nil }
        if let typeName, let info = types[typeName] { return isolation(ofMember: member, in: info, settings: settings) }
        return isolation(ofGlobal: member, settings: settings)
    }

    /// Resolves a type name as written in a context (the qualified name of the enclosing type):
    /// nested types of the context and its parents first, then top-level, then a unique simple name.
    public func lookupType(_ written: String, from context: String? = nil) -> TypeInfo? {
        let name = ProjectIndex.stripGenerics(written)
        if var scope = context {
            while true {
                if let t = types[scope + "." + name] { return t }
                guard let dot = scope.lastIndex(of: ".") else { break }
                scope = String(scope[..<dot])
            }
            if let t = types[scope + "." + name] { return t }
        }
        if let t = types[name] { return t }
        if let aliased = typealiases[name], aliased != name, let t = types[ProjectIndex.stripGenerics(aliased)] { return t }
        if let candidates = typesBySimpleName[name.split(separator: ".").last.map(String.init) ?? name], candidates.count == 1 {
            return types[candidates[0]]
        }
        return nil
    }

    static func stripGenerics(_ name: String) -> String {
        var s = name.trimmingCharacters(in: " ")
        if let lt = s.firstIndex(of: "<") { s = String(s[..<lt]) }
        while s.hasSuffix("?") || s.hasSuffix("!") { s.removeLast() }
        return s
    }

    public func node(_ location: DeclLocation) -> SyntaxNode { units[location.file].tree.node(location.node) }
    public func settings(of location: DeclLocation) -> SwiftSettings { units[location.file].settings }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
}

/// Collects declarations in two passes: global actors first (explicit isolation depends on
/// them), then types, extensions, members and globals.
struct IndexBuilder {
    let units: [SourceUnit]
    var types: [String: TypeInfo] = [:]
    var typeNameOfDecl: [DeclLocation: String] = [:]
    var externalExtensions: [String: [DeclLocation]] = [:]
    var globals: [String: [MemberInfo]] = [:]
    var globalActors: Set<String> = ["MainActor"]
    var typealiases: [String: String] = [:]
    private var pendingExtensions: [(location: DeclLocation, name: String, context: String?)] = []

    init(units: [SourceUnit]) { self.units = units }

    mutating func build() {
        for unit in units {
            for i in unit.tree.nodes.indices where unit.tree.nodes[i].kind.isTypeDeclaration {
                let node = unit.tree.node(Int32(i))
                if node.hasAttribute("globalActor"), let name = node.name { globalActors.insert(name) }
            }
        }
        for (file, unit) in units.enumerated() {
            visit(items: unit.tree.root.itemsFlatteningIfConfig, file: file, context: nil)
        }
        // Extensions are resolved once every primary declaration is known.
        for pending in pendingExtensions {
            attachExtension(pending.location, name: pending.name, context: pending.context)
        }
    }

    private mutating func visit(items: [SyntaxNode], file: Int, context: String?) {
        for item in items {
            switch item.kind {
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl:
                addType(item, file: file, context: context)
            case .extensionDecl:
                guard let extended = item.firstChild(.type)?.typeBaseName else { continue }
                let location = DeclLocation(file: file, node: item.index)
                pendingExtensions.append((location, extended, context))
                // Nested types declared in an extension are nested in the extended type.
                let qualified = qualifiedExtensionContext(extended, context: context)
                visit(items: item.memberDeclarations.filter { $0.kind.isTypeDeclaration }, file: file, context: qualified)
            case .variableDecl, .funcDecl:
                if context == nil {
                    for member in members(of: item, file: file, container: DeclLocation(file: file, node: 0)) {
                        globals[member.name, default: []].append(member)
                    }
                }
            case .typealiasDecl:
                if let name = item.name, let target = item.firstChild(.initializerClause)?.firstChild(.type)?.text {
                    typealiases[context.map { $0 + "." + name } ?? name] = target
                }
            default:
                break
            }
        }
    }

    private func qualifiedExtensionContext(_ extended: String, context: String?) -> String {
        extended
    }

    private mutating func addType(_ node: SyntaxNode, file: Int, context: String?) {
        guard let kind = TypeKind(node.kind), let simple = node.name else { return }
        let name = context.map { $0 + "." + simple } ?? simple
        let location = DeclLocation(file: file, node: node.index)
        typeNameOfDecl[location] = name
        let generics = node.firstChild(.genericParameterClause)?.children(.genericParameter).compactMap(\.name) ?? []
        var info = TypeInfo(name: name, kind: kind, declaration: location, attributes: node.attributeNames,
                            modifiers: node.modifierNames, genericParameters: generics,
                            inheritedOnDeclaration: node.inheritedTypeNames)
        let memberNodes = node.memberDeclarations
        for member in memberNodes { info.members += members(of: member, file: file, container: location) }
        if types[name] == nil { types[name] = info }
        visit(items: memberNodes.filter { $0.kind.isTypeDeclaration || $0.kind == .typealiasDecl }, file: file, context: name)
    }

    private mutating func attachExtension(_ location: DeclLocation, name written: String, context: String?) {
        let unit = units[location.file]
        let node = unit.tree.node(location.node)
        let resolved = resolve(written, context: context)
        guard let name = resolved else {
            externalExtensions[written, default: []].append(location)
            typeNameOfDecl[location] = written
            return
        }
        typeNameOfDecl[location] = name
        let conditional = node.firstChild(.genericWhereClause) != nil
        var info = types[name]!
        info.extensions.append(location)
        for inherited in node.inheritedTypeNames { info.inheritedInExtensions.append((inherited, location, conditional)) }
        for member in node.memberDeclarations { info.members += members(of: member, file: location.file, container: location) }
        types[name] = info
    }

    private func resolve(_ written: String, context: String?) -> String? {
        var name = ProjectIndex.stripGenerics(written)
        if let aliased = typealiases[name] { name = ProjectIndex.stripGenerics(aliased) }
        if let context, types[context + "." + name] != nil { return context + "." + name }
        if types[name] != nil { return name }
        // `extension Module.Type` for a type of the run.
        if let dot = name.firstIndex(of: "."), types[String(name[name.index(after: dot)...])] != nil {
            return String(name[name.index(after: dot)...])
        }
        return nil
    }

    /// The members a declaration node declares (a variable declaration may bind several names).
    func members(of node: SyntaxNode, file: Int, container: DeclLocation) -> [MemberInfo] {
        let location = DeclLocation(file: file, node: node.index)
        let explicit = explicitIsolation(of: node)
        let isStatic = node.isStatic
        switch node.kind {
        case .variableDecl:
            let wrappers = propertyWrappers(of: node)
            return node.bindings.compactMap { binding in
                guard let name = binding.name else { return nil }
                return MemberInfo(name: name, kind: .variable, location: location, binding: binding.index, isStatic: isStatic,
                                  isLet: node.isLet, isStored: !binding.isComputedBinding, isAsync: false, isThrowing: false,
                                  propertyWrappers: wrappers, declaredType: binding.typeAnnotationType?.text,
                                  initialValue: binding.initializerExpression?.text, explicitIsolation: explicit, container: container)
            }
        case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl:
            let kind: MemberInfo.Kind = node.kind == .funcDecl ? .function : node.kind == .initDecl ? .initializer
                : node.kind == .deinitDecl ? .deinitializer : .subscript
            let name = node.kind == .funcDecl ? (node.name ?? "") : node.kind == .initDecl ? "init" : node.kind == .deinitDecl ? "deinit" : "subscript"
            return [MemberInfo(name: name, kind: kind, location: location, binding: nil, isStatic: isStatic, isLet: false,
                               isStored: false, isAsync: node.isAsync, isThrowing: node.isThrowing, propertyWrappers: [],
                               declaredType: node.firstChild(.returnClause)?.firstChild(.type)?.text, initialValue: nil,
                               explicitIsolation: explicit, container: container)]
        case .enumCaseDecl:
            return node.children(.enumCaseElement).compactMap { element in
                element.name.map {
                    MemberInfo(name: $0, kind: .enumCase, location: location, binding: element.index, isStatic: true, isLet: true,
                               isStored: false, isAsync: false, isThrowing: false, propertyWrappers: [], declaredType: nil,
                               initialValue: nil, explicitIsolation: nil, container: container)
                }
            }
        case .typealiasDecl, .associatedtypeDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl:
            guard let name = node.name else { return [] }
            let kind: MemberInfo.Kind = node.kind == .typealiasDecl ? .`typealias` : node.kind == .associatedtypeDecl ? .`associatedtype` : .nestedType
            return [MemberInfo(name: name, kind: kind, location: location, binding: nil, isStatic: true, isLet: true, isStored: false,
                               isAsync: false, isThrowing: false, propertyWrappers: [], declaredType: nil, initialValue: nil,
                               explicitIsolation: nil, container: container)]
        default:
            return []
        }
    }

    /// Attributes that are not property wrappers even though they are capitalized.
    static let nonWrapperAttributes: Set<String> = [
        "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "NSManaged", "NSCopying", "GKInspectable",
        "UIApplicationMain", "NSApplicationMain", "Sendable", "MainActor", "Observable", "ObservationIgnored", "ObservationTracked",
    ]

    func propertyWrappers(of node: SyntaxNode) -> [String] {
        node.attributeNames.compactMap { raw in
            let name = raw.split(separator: ".").last.map(String.init) ?? raw
            guard let first = name.first, first.isUppercase else { return nil }
            if IndexBuilder.nonWrapperAttributes.contains(name) || globalActors.contains(name) { return nil }
            return name
        }
    }

    func explicitIsolation(of node: SyntaxNode) -> Isolation? {
        for modifier in node.modifiers where modifier.name == "nonisolated" {
            return modifier.text.contains("unsafe") ? .nonisolatedUnsafe : .nonisolated
        }
        for name in node.attributeNames {
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            if globalActors.contains(simple) { return .globalActor(simple) }
        }
        return nil
    }
}
