import ActorfixSyntax
import Foundation

/// One file of a run: its tree and the settings it is compiled with.
public struct SourceUnit: Sendable {
    public let tree: SyntaxTree
    public let settings: SwiftSettings
    /// The module that compiles the file (a SwiftPM target, an Xcode target), when the project's
    /// targets are known: a type name declared by two modules is resolved within the asking one.
    public let module: String?
    public var path: String { tree.path }

    public init(tree: SyntaxTree, settings: SwiftSettings, module: String? = nil) {
        self.tree = tree
        self.settings = settings
        self.module = module
    }
}

/// Where a declaration is: a file of the run and a node in its tree.
public struct DeclLocation: Hashable, Sendable, Comparable {
    public let file: Int
    public let node: Int32
    public init(file: Int, node: Int32) {
        self.file = file
        self.node = node
    }

    /// File order, then source order: the order in which analyses that pick "the first" piece of
    /// evidence visit declarations, so a report is the same on every run (dictionary order is not).
    public static func < (a: DeclLocation, b: DeclLocation) -> Bool { (a.file, a.node) < (b.file, b.node) }

    /// One word to hash instead of two: the graph and the Sendable analysis look locations up
    /// millions of times a round.
    public func hash(into hasher: inout Hasher) { hasher.combine(word) }

    /// What dictionaries and sets hash: the word mixed with their seed by a 64-bit finalizer
    /// (murmur3's) instead of a `Hasher` (seeded, SipHash) per look-up, about a tenth of a run.
    /// Every bit of the word reaches the low bits a table's buckets use.
    public func _rawHashValue(seed: Int) -> Int { seededWordHash(word, seed: seed) }

    private var word: UInt64 { UInt64(truncatingIfNeeded: file) << 32 | UInt64(UInt32(bitPattern: node)) }
}

/// A 64-bit word mixed with a table's seed by murmur3's finalizer: what a key that already is (or
/// has) one well-spread word returns from `_rawHashValue(seed:)`, instead of a seeded SipHash.
@inline(__always) func seededWordHash(_ word: UInt64, seed: Int) -> Int {
    var x = word ^ UInt64(UInt(bitPattern: seed))
    x ^= x >> 33
    x &*= 0xff51afd7ed558ccd
    x ^= x >> 33
    x &*= 0xc4ceb9fe1a85ec53
    x ^= x >> 33
    return Int(truncatingIfNeeded: x)
}

public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`

    init?(_ kind: NodeKind) {
        switch kind {
        case .classDecl: self = .class
        case .structDecl: self = .struct
        case .enumDecl: self = .enum
        case .actorDecl: self = .actor
        case .protocolDecl: self = .protocol
        default: return nil
        }
    }
}

/// A member of a type (from its declaration or any extension).
/// Its fields live in one shared, immutable box: rules and the inference copy members (and the
/// types holding them) constantly, and a copy is then one retain instead of one per field.
public struct MemberInfo: Sendable {
    public enum Kind: String, Sendable { case variable, function, initializer, deinitializer, `subscript`, enumCase, `typealias`, `associatedtype`, nestedType }

    private final class Fields: Sendable {
        let name: String
        let kind: Kind
        let location: DeclLocation
        let binding: Int32?
        let isStatic: Bool
        let isLet: Bool
        let isStored: Bool
        let isAsync: Bool
        let isThrowing: Bool
        let propertyWrappers: [String]
        let declaredType: String?
        let initialValue: String?
        let explicitIsolation: Isolation?
        let container: DeclLocation
        init(name: String, kind: Kind, location: DeclLocation, binding: Int32?, isStatic: Bool, isLet: Bool, isStored: Bool,
             isAsync: Bool, isThrowing: Bool, propertyWrappers: [String], declaredType: String?, initialValue: String?,
             explicitIsolation: Isolation?, container: DeclLocation) {
            self.name = name; self.kind = kind; self.location = location; self.binding = binding; self.isStatic = isStatic
            self.isLet = isLet; self.isStored = isStored; self.isAsync = isAsync; self.isThrowing = isThrowing
            self.propertyWrappers = propertyWrappers; self.declaredType = declaredType; self.initialValue = initialValue
            self.explicitIsolation = explicitIsolation; self.container = container
        }
    }
    private let fields: Fields

    init(name: String, kind: Kind, location: DeclLocation, binding: Int32?, isStatic: Bool, isLet: Bool, isStored: Bool,
         isAsync: Bool, isThrowing: Bool, propertyWrappers: [String], declaredType: String?, initialValue: String?,
         explicitIsolation: Isolation?, container: DeclLocation) {
        fields = Fields(name: name, kind: kind, location: location, binding: binding, isStatic: isStatic, isLet: isLet,
                        isStored: isStored, isAsync: isAsync, isThrowing: isThrowing, propertyWrappers: propertyWrappers,
                        declaredType: declaredType, initialValue: initialValue, explicitIsolation: explicitIsolation, container: container)
    }

    public var name: String { fields.name }
    public var kind: Kind { fields.kind }
    /// The declaration node (for variables: the `variableDecl`; `binding` is the pattern binding).
    public var location: DeclLocation { fields.location }
    public var binding: Int32? { fields.binding }
    public var isStatic: Bool { fields.isStatic }
    public var isLet: Bool { fields.isLet }
    /// Stored (no accessor block with a getter); only meaningful for variables.
    public var isStored: Bool { fields.isStored }
    public var isAsync: Bool { fields.isAsync }
    public var isThrowing: Bool { fields.isThrowing }
    /// Property wrapper attributes (`State`, `StateObject`, …): attributes whose name starts with
    /// an uppercase letter and is not a known global actor or builtin attribute.
    public var propertyWrappers: [String] { fields.propertyWrappers }
    /// The declared type as written (`Model`, `[Item]`), if any.
    public var declaredType: String? { fields.declaredType }
    /// The initial value's source text, if any.
    public var initialValue: String? { fields.initialValue }
    /// Global-actor attribute or `nonisolated` written on the member.
    public var explicitIsolation: Isolation? { fields.explicitIsolation }
    /// The extension (or type declaration) that holds the member.
    public var container: DeclLocation { fields.container }
}

/// A type with all its extensions merged.
/// Its fields live in one box, copied on write (only the index builder writes, while merging
/// extensions): a copy of a type is one retain, not one per array.
public struct TypeInfo: Sendable {
    private final class Fields: @unchecked Sendable {
        // Immutable once the index is built: `TypeInfo`'s setters copy the box unless it is unique.
        let name: String
        let kind: TypeKind
        let declaration: DeclLocation
        var extensions: [DeclLocation]
        let attributes: [String]
        let modifiers: [String]
        let genericParameters: [String]
        let inheritedOnDeclaration: [String]
        var inheritedInExtensions: [(name: String, location: DeclLocation, conditional: Bool)]
        var members: [MemberInfo] { didSet { byName = nil } }
        /// The members by name, built on the first question about a large type (a generated type
        /// with thousands of members made a search per use quadratic).
        private var byName: [String: [MemberInfo]]?
        private let lock = NSLock()
        func members(named name: String) -> [MemberInfo] {
            lock.lock(); defer { lock.unlock() }
            if byName == nil { byName = Dictionary(grouping: members, by: \.name) }
            return byName![name] ?? []
        }
        init(name: String, kind: TypeKind, declaration: DeclLocation, extensions: [DeclLocation], attributes: [String],
             modifiers: [String], genericParameters: [String], inheritedOnDeclaration: [String],
             inheritedInExtensions: [(name: String, location: DeclLocation, conditional: Bool)], members: [MemberInfo]) {
            self.name = name; self.kind = kind; self.declaration = declaration; self.extensions = extensions
            self.attributes = attributes; self.modifiers = modifiers; self.genericParameters = genericParameters
            self.inheritedOnDeclaration = inheritedOnDeclaration; self.inheritedInExtensions = inheritedInExtensions; self.members = members
        }
        func copy() -> Fields {
            Fields(name: name, kind: kind, declaration: declaration, extensions: extensions, attributes: attributes, modifiers: modifiers,
                   genericParameters: genericParameters, inheritedOnDeclaration: inheritedOnDeclaration,
                   inheritedInExtensions: inheritedInExtensions, members: members)
        }
    }
    private var fields: Fields

    init(name: String, kind: TypeKind, declaration: DeclLocation, attributes: [String], modifiers: [String],
         genericParameters: [String], inheritedOnDeclaration: [String]) {
        fields = Fields(name: name, kind: kind, declaration: declaration, extensions: [], attributes: attributes, modifiers: modifiers,
                        genericParameters: genericParameters, inheritedOnDeclaration: inheritedOnDeclaration,
                        inheritedInExtensions: [], members: [])
    }

    private mutating func unique() -> Fields {
        if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
        return fields
    }

    /// Qualified by nesting: `Outer.Inner`.
    public var name: String { fields.name }
    public var kind: TypeKind { fields.kind }
    public var declaration: DeclLocation { fields.declaration }
    public internal(set) var extensions: [DeclLocation] {
        get { fields.extensions }
        _modify { yield &unique().extensions }
    }
    /// Attributes on the primary declaration.
    public var attributes: [String] { fields.attributes }
    public var modifiers: [String] { fields.modifiers }
    public var genericParameters: [String] { fields.genericParameters }
    /// Inherited types on the primary declaration, in order (a class's superclass comes first).
    public var inheritedOnDeclaration: [String] { fields.inheritedOnDeclaration }
    /// Conformances added by extensions: (protocol, extension, conditional `where`).
    public internal(set) var inheritedInExtensions: [(name: String, location: DeclLocation, conditional: Bool)] {
        get { fields.inheritedInExtensions }
        _modify { yield &unique().inheritedInExtensions }
    }
    public internal(set) var members: [MemberInfo] {
        get { fields.members }
        _modify { yield &unique().members }
    }

    public var allConformances: [String] { inheritedOnDeclaration + inheritedInExtensions.map(\.name) }

    /// In declaration order.
    public func members(named name: String) -> [MemberInfo] {
        guard fields.members.count <= 32 else { return fields.members(named: name) }
        let length = name.utf8.count
        return fields.members.filter { TypeInfo.has($0, name, length: length) }
    }

    /// Whether a member has `name` (of `length` UTF-8 bytes), lengths compared first: comparing
    /// a name with each member's cost more than the scan around it.
    @inline(__always) private static func has(_ member: MemberInfo, _ name: String, length: Int) -> Bool {
        member.name.utf8.count == length && member.name == name
    }

    /// The member named `name` when it is the only one (`many` false), without making an array:
    /// most names a scan resolves have one member or none.
    public func soleMember(named name: String) -> (member: MemberInfo?, many: Bool) {
        let all = fields.members
        guard all.count <= 32 else {
            let named = fields.members(named: name)
            return (named.count == 1 ? named[0] : nil, named.count > 1)
        }
        let length = name.utf8.count
        guard let first = all.firstIndex(where: { TypeInfo.has($0, name, length: length) }) else { return (nil, false) }
        if all[(first + 1)...].contains(where: { TypeInfo.has($0, name, length: length) }) { return (nil, true) }
        return (all[first], false)
    }
}

/// A global (top-level) variable or function.
public struct GlobalInfo: Sendable {
    public let member: MemberInfo
}

/// What a declaration is isolated to.
public enum Isolation: Hashable, Sendable, CustomStringConvertible {
    case nonisolated
    /// `nonisolated(unsafe)`
    case nonisolatedUnsafe
    case globalActor(String)
    /// An actor's own instance members.
    case actorInstance

    public static let mainActor = Isolation.globalActor("MainActor")

    /// What a declaration says about its own isolation: `nonisolated`, `nonisolated(unsafe)`, or
    /// an attribute naming one of `globalActors`.
    public static func explicit(on node: SyntaxNode, globalActors: Set<String>) -> Isolation? {
        // Read from the child records: asked of every declaration the inference decides, where
        // arrays of modifier and attribute nodes showed in profiles.
        if let modifier = node.firstChild(named: "nonisolated", kind: .modifier) {
            return modifier.text.containsText("unsafe") ? .nonisolatedUnsafe : .nonisolated
        }
        for name in node.attributeNames {
            let simple = name.lastDottedComponent
            if globalActors.contains(simple) { return .globalActor(simple) }
            // SE-0461: `@concurrent` runs off any actor, so it is nonisolated (also under default
            // main-actor isolation, which it overrides).
            if simple == "concurrent" { return .nonisolated }
        }
        return nil
    }
    public var isMainActor: Bool { self == .mainActor }

    public var description: String {
        switch self {
        case .nonisolated: "nonisolated"
        case .nonisolatedUnsafe: "nonisolated(unsafe)"
        case .globalActor(let name): "@\(name)"
        case .actorInstance: "actor-isolated"
        }
    }
}

/// An isolation with the reason it was inferred, for explanations and `--explain` output.
public struct IsolationVerdict: Sendable, Equatable, CustomStringConvertible {
    public let isolation: Isolation
    /// Why, written out when asked: most verdicts are asked only for their isolation (the
    /// inference asks about every declaration), and a member's reason quotes its type's.
    public var reason: String { explain() }
    private let explain: @Sendable () -> String

    public init(isolation: Isolation, reason: @autoclosure @escaping @Sendable () -> String) {
        self.isolation = isolation
        self.explain = reason
    }

    public var description: String { "\(isolation) (\(reason))" }

    public static func == (lhs: IsolationVerdict, rhs: IsolationVerdict) -> Bool {
        lhs.isolation == rhs.isolation && lhs.reason == rhs.reason
    }
}
