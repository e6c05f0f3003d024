import ActorfixSyntax

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
public struct MemberInfo: Sendable {
    public enum Kind: String, Sendable { case variable, function, initializer, deinitializer, `subscript`, enumCase, `typealias`, `associatedtype`, nestedType }

    public let name: String
    public let kind: Kind
    /// The declaration node (for variables: the `variableDecl`; `binding` is the pattern binding).
    public let location: DeclLocation
    public let binding: Int32?
    public let isStatic: Bool
    public let isLet: Bool
    /// Stored (no accessor block with a getter); only meaningful for variables.
    public let isStored: Bool
    public let isAsync: Bool
    public let isThrowing: Bool
    /// Property wrapper attributes (`State`, `StateObject`, …): attributes whose name starts with
    /// an uppercase letter and is not a known global actor or builtin attribute.
    public let propertyWrappers: [String]
    /// The declared type as written (`Model`, `[Item]`), if any.
    public let declaredType: String?
    /// The initial value's source text, if any.
    public let initialValue: String?
    /// Global-actor attribute or `nonisolated` written on the member.
    public let explicitIsolation: Isolation?
    /// The extension (or type declaration) that holds the member.
    public let container: DeclLocation
}

/// A type with all its extensions merged.
public struct TypeInfo: Sendable {
    /// Qualified by nesting: `Outer.Inner`.
    public let name: String
    public let kind: TypeKind
    public let declaration: DeclLocation
    public internal(set) var extensions: [DeclLocation] = []
    /// Attributes on the primary declaration.
    public let attributes: [String]
    public let modifiers: [String]
    public let genericParameters: [String]
    /// Inherited types on the primary declaration, in order (a class's superclass comes first).
    public let inheritedOnDeclaration: [String]
    /// Conformances added by extensions: (protocol, extension, conditional `where`).
    public internal(set) var inheritedInExtensions: [(name: String, location: DeclLocation, conditional: Bool)] = []
    public internal(set) var members: [MemberInfo] = []

    public var allConformances: [String] { inheritedOnDeclaration + inheritedInExtensions.map(\.name) }

    public func members(named name: String) -> [MemberInfo] { members.filter { $0.name == name } }
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
        for modifier in node.modifiers where modifier.name == "nonisolated" {
            return modifier.text.contains("unsafe") ? .nonisolatedUnsafe : .nonisolated
        }
        for name in node.attributeNames {
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            if globalActors.contains(simple) { return .globalActor(simple) }
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
    public let reason: String
    public var description: String { "\(isolation) (\(reason))" }
}
