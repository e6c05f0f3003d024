import ActorfixIndex
import ActorfixSyntax

/// A before/after example shown by `actorfix explain` and checked by the tests.
public struct RuleExample: Sendable {
    public let before: String
    public let after: String
    public init(before: String, after: String) {
        self.before = before
        self.after = after
    }
}

/// A migration rule: one file per rule in `Rules/`, carrying its id, help text, proposal
/// references, default safety and an example. Rules only read; the engine applies.
public protocol Rule: Sendable {
    /// Stable id used in flags, config, suppression comments and reports: `global-mutable-state`.
    var id: String { get }
    /// One line: what the rule fixes.
    var summary: String { get }
    /// Why, with the Swift Evolution proposals and the compiler's diagnostic.
    var rationale: String { get }
    /// `SE-0412`, …
    var proposals: [String] { get }
    /// The safety of the rule's usual change (individual changes may be `review`).
    var safety: Safety { get }
    var enabledByDefault: Bool { get }
    var example: RuleExample { get }
    /// The changes this rule proposes for one file.
    func check(_ file: FileContext) -> [Change]
    /// Computes, before the files are checked in parallel, the project-wide facts the rule will
    /// ask for (`file` is any file of the round). Their own parallel parts then run on every core:
    /// started from inside a worker of the file loop they would run on that worker's thread alone,
    /// with the other workers waiting for them.
    func prepare(_ file: FileContext)
    /// Which of the analyses rules `prepare` (`PreparedAnalysis`: the isolation graph and what
    /// is built on it) `check` reads: the engine checks files with the rule as soon as those are
    /// built, while the others are. Too low a level costs waiting for an analysis, never a
    /// different answer; `PreparedAnalysesTests` checks the levels below `.all`.
    var preparedReads: PreparedReads { get }
}

extension Rule {
    public var enabledByDefault: Bool { true }
    public func prepare(_ file: FileContext) {}
    public var preparedReads: PreparedReads { .all }

    /// A change of this rule with its id filled in.
    /// The reason is composed only if a report or the review reads it.
    public func change(_ file: FileContext, _ edits: [Edit], message: String, reason: @autoclosure @escaping @Sendable () -> String,
                       safety: Safety? = nil, at offset: Int) -> Change {
        Change(ruleID: id, path: file.path, edits: edits, message: message, deferredReason: DeferredText(composing: reason),
               safety: safety ?? self.safety, offset: offset)
    }
}

/// Options rules read (from flags and the config file).
public struct RuleOptions: Sendable {
    /// `--state-model annotate-view|state-object`
    public var stateModelStrategy: String = "annotate-view"
    /// Fraction of members needing `@MainActor` above which the type is annotated instead.
    public var memberThreshold: Double = 0.5
    /// `--view-style attribute|protocol`: `@MainActor` on each view, or conformance to a
    /// `@MainActor protocol MainActorView: View {}` declared once.
    public var viewStyle: String = "attribute"
    /// `--edit-generated`: edit files a generator wrote (SwiftGen, Sourcery, `*.pb.swift`, …)
    /// instead of one advisory per file naming the generator.
    public var editGeneratedFiles: Bool = false
    /// Files whose changes the engine reports but does not make (generated, compiled by no
    /// target): a rule must not count on its own changes there.
    public var reportOnlyPaths: Set<String> = []
    /// The rules of the run (set by the engine): a rule may count on another's changes of the
    /// same round only when that rule runs.
    public var enabledRules: Set<String> = []
    /// Modules of resolved dependencies built with Swift 6 checking
    /// (`ProjectSettings.checkedDependencyModules`): they have adopted Sendable.
    public var checkedDependencyModules: Set<String> = []
    /// The modules of an app's Xcode project, each with the project's targets that may import it
    /// (`ProjectSettings.clientsInProject`): when all of those are in the run, a public
    /// declaration's clients are all seen.
    public var clientsInProject: [String: Set<String>] = [:]
    public init() {}
}

/// Everything a rule sees for one file.
public struct FileContext: Sendable {
    public let unitIndex: Int
    public let index: ProjectIndex
    /// The settings the file is compiled with now.
    public let settings: SwiftSettings
    /// The settings being migrated to (Swift 6 mode and any features being turned on).
    public let target: SwiftSettings
    public let options: RuleOptions
    /// How every file's target settings derive from its current ones (the same for the whole run).
    public let targetOf: @Sendable (SwiftSettings) -> SwiftSettings
    /// Types `isSendable` treats as Sendable because this round conforms them (see
    /// `plannedSendableConformances`); nil for the project as it is written.
    public var sendableAssumptions: SendableAssumptions?
    /// The file's style, measured when a rule first needs it (most files get no change) and then
    /// shared by every rule and change of the round.
    public var style: SourceStyle { index.memo("style \(unitIndex)") { SourceStyle(tree) } }

    public init(unitIndex: Int, index: ProjectIndex, settings: SwiftSettings, target: SwiftSettings, options: RuleOptions,
                targetOf: @escaping @Sendable (SwiftSettings) -> SwiftSettings = FileContext.swift6) {
        self.unitIndex = unitIndex
        self.index = index
        self.settings = settings
        self.target = target
        self.options = options
        self.targetOf = targetOf
    }

    /// The default migration: the Swift 6 language mode, everything else as it is.
    public static let swift6: @Sendable (SwiftSettings) -> SwiftSettings = { settings in
        var target = settings
        target.languageMode = max(6, settings.languageMode)
        return target
    }

    /// The project's isolation inference for this round, shared by every rule and file: the
    /// graph with the types the inference makes `@MainActor` taken as such (see
    /// `inferredIsolation`).
    public var isolationGraph: IsolationGraph { inferredIsolation.graph }

    /// The same round's context for another file of the run, with that file's own settings.
    public func context(ofFile other: Int) -> FileContext {
        let settings = index.units[other].settings
        return FileContext(unitIndex: other, index: index, settings: settings, target: targetOf(settings), options: options, targetOf: targetOf)
    }

    public var tree: SyntaxTree { index.units[unitIndex].tree }
    public var path: String { tree.path }

    /// The qualified name of a type or extension declaration of this file.
    public func typeName(of decl: SyntaxNode) -> String? {
        index.typeNameOfDecl[DeclLocation(file: unitIndex, node: decl.index)]
    }

    /// The merged type of a declaration or extension. A second primary declaration of a type name
    /// (another `#if` branch, two targets, a stale copy declaring `struct SidebarView`) has a type
    /// of its own in the index; the check below guards against any declaration the index does not
    /// describe, where a rule acting on another's facts could repeat an edit forever.
    public func typeInfo(of decl: SyntaxNode) -> TypeInfo? {
        guard let info = typeName(of: decl).flatMap({ index.types[$0] }) else { return nil }
        if decl.kind != .extensionDecl, info.declaration != DeclLocation(file: unitIndex, node: decl.index) { return nil }
        return info
    }
}
