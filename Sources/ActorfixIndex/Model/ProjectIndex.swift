import Dispatch
import Foundation
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
    /// The keys of `types`, sorted: analyses that visit every type in a stable order share one sort.
    public let sortedTypeKeys: [String]
    /// Qualified names by simple name (`Inner` → [`Outer.Inner`]).
    public let typesBySimpleName: [String: [String]]
    /// Qualified type name of each type declaration or extension node.
    public let typeNameOfDecl: [DeclLocation: String]
    /// Extensions of types not declared in the run (SDK types): name as written → extensions.
    public let externalExtensions: [String: [DeclLocation]]
    /// Members declared in extensions of types the run does not declare (`extension CGFloat {
    /// static var spacing = 8.0 }`), by location, with the extended type's name as written. They
    /// are not part of `declarations` (the rules know nothing of the type); the isolation graph
    /// takes their code as nodes of its own (`externalCode`).
    public let externalMembers: [DeclLocation: (type: String, member: MemberInfo)]
    /// Type names declared more than once (two targets, two `#if` branches): name → its keys in
    /// `types` (`Router`, `Router#2`), first declaration first.
    public let typeVariants: [String: [String]]
    /// The files declaring a type whose name is declared more than once, by the hash of the
    /// name's last component: a look-up of that name from such a file depends on the file (its
    /// own declaration shadows the others), from any other only on its module.
    let variantDeclaringFiles: Set<VariantInFile>
    /// Whether each file declares any such type: the only files whose look-ups ask the set.
    let declaresVariants: [Bool]
    /// Other modules' types imported by kind, which shadow the run's types of their names.
    let scopedImports: ScopedTypeImports
    public let globals: [String: [MemberInfo]]
    /// Global actors: `MainActor` and every `@globalActor` type of the run.
    public let globalActors: Set<String>
    public let typealiases: [String: String]
    /// The last components of the typealiases' names: a name that is neither a type's nor a
    /// typealias's last component (`Sendable`, `Hashable`) resolves to no type of the run.
    let typealiasSimpleNames: Set<String>
    public let references: ReferenceIndex
    /// Every member and global by its declaration node (a variable declaration maps to its
    /// first binding's member): `type` is nil for globals.
    public let declarations: [DeclLocation: (type: String?, member: MemberInfo)]
    /// The keys of `declarations` by file, each file's in source order: what visits every
    /// declaration goes file by file (on all cores) without grouping or sorting the table again.
    public let declarationsByFile: [[DeclLocation]]
    let verdictCache = VerdictCache<IsolationVerdict>()
    let protocolVerdicts = VerdictCache<IsolationVerdict?>()
    let typeLookups = TypeLookupCache()
    /// `DeclarationUseScanner.foreignSuperclass` answers of a round, by class and SDK generation:
    /// asked for every declaration of a class by the uses scan and the graph's facts.
    let foreignSuperclasses = SharedCache<ForeignSuperclassKey, String?>()
    /// Each overload's parameters as calls bind to them (see `callParameters(at:)`).
    let overloadParameters = SharedCache<DeclLocation, [CallParameter]>()
    /// `sendableParameter(of:file:sdk:)` answers of a round: the Sendable analysis and two closure
    /// rules each ask about every closure. Keyed by the closure's file and node.
    let closureParameterFacts = SharedCache<ClosureFactKey, ClosureParameterFact?>()
    /// `closureIsolation(of:file:sdk:)` answers of a round: asked for every closure by the uses
    /// scan, and for every closure around a call site by the execution domains.
    let closureIsolations = SharedCache<ClosureFactKey, ClosureIsolation?>()
    struct ClosureFactKey: Hashable, Sendable {
        let file: Int
        let node: Int32
        let generation: SDKGeneration
    }
    private let memoStore = MemoStore()
    /// What this round leaves for the next one's uses scan, and what the previous round left.
    let carry = RoundCarry()
    let previousRound: PreviousRound?

    /// The keys of the values memoized so far (what a round has computed: for tests).
    public var memoizedKeys: Set<String> { memoStore.keys }

    /// A project-wide analysis computed once per index (per fixed-point round) and shared by
    /// every file's check: rules that need to look at the whole project use this instead of
    /// repeating the work for each file.
    /// Computed once even when several workers ask at the same time (the others wait for it).
    public func memo<T: Sendable>(_ key: String, _ compute: () -> T) -> T {
        // Unwrap the stored box first: `nil as? T` succeeds when T is itself optional.
        if let boxed = memoStore.valueOrClaim(key) {
            if let cached = boxed as? T { return cached }
        }
        let value = compute()
        memoStore.fulfil(key, value)
        return value
    }

    /// Drops the analyses memoized this round. The isolation graph and the analyses built on it
    /// refer back to the index that memoizes them: kept, they kept the round alive to the end of
    /// the process (each round's index, graph and analyses: about 270 MB on the benchmark's
    /// real-code set). The engine calls this for each round once the run is over; a later `memo`
    /// computes its value again.
    public func releaseAnalyses() { memoStore.removeAll() }

    /// Names of the members that protocols of the run and their extensions declare.
    public var protocolMemberNames: Set<String> {
        memo("protocol member names") {
            var names = Set<String>()
            for info in types.values where info.kind == .protocol { for member in info.members { names.insert(member.name) } }
            return names
        }
    }

    /// Every declaration's location in source order (file, then node), sorted once per index.
    public var sortedDeclarationLocations: [DeclLocation] {
        memo("sorted declaration locations") { Array(declarationsByFile.joined()) }
    }

    /// Functions and initializers of the run with a `@Sendable` closure parameter, by base name
    /// (built once, so closure rules do not scan every declaration per closure).
    public let sendableClosureFunctions: [String: [ClosureParameterFact]]
    /// Each file's own results, for the next round's index (see `PerFileCollection`).
    let collection: PerFileCollection

    /// - Parameter previous: what the previous fixed-point round's index left (`reusable`): files
    ///   whose tree is unchanged since then are not collected again.
    public init(units: [SourceUnit], sdk: SDKKnowledge, reusing previous: IndexReuse? = nil) {
        self.units = units
        self.sdk = sdk
        let unchanged = previous?.unchangedFiles(in: units) ?? Array(repeating: false, count: units.count)
        previousRound = previous.map { PreviousRound(carry: $0.carry, unchanged: unchanged, trees: $0.units.map(\.tree)) }
        var builder = IndexBuilder(units: units)
        builder.build(reusing: previous?.collection, unchanged: unchanged)
        types = builder.types
        typeNameOfDecl = builder.typeNameOfDecl
        externalExtensions = builder.externalExtensions
        externalMembers = builder.externalMembers
        typeVariants = builder.typeVariants
        var declaring = Set<VariantInFile>()
        for (name, keys) in builder.typeVariants {
            let hash = NameHash.of(name.lastDottedComponent)
            for key in keys { if let file = builder.types[key]?.declaration.file { declaring.insert(VariantInFile(nameHash: hash, file: file)) } }
        }
        variantDeclaringFiles = declaring
        var declares = [Bool](repeating: false, count: units.count)
        for entry in declaring where entry.file < declares.count { declares[entry.file] = true }
        declaresVariants = declares
        scopedImports = ScopedTypeImports(units: units)
        globals = builder.globals
        globalActors = builder.globalActors
        typealiases = builder.typealiases
        // Three tables made from what was collected, each mostly one thread's work: made at the
        // same time (one after the other, they left a core idle for most of the index's time in
        // a round that reuses the files' collections).
        let built = builder
        let (names, found, members) = Concurrently.run({ ProjectIndex.typeNameTables(built) },
                                                        { ProjectIndex.eagerReferences(built, reusing: previous, unchanged: unchanged) },
                                                        { ProjectIndex.memberTables(built, sdk: sdk) })
        (sortedTypeKeys, typesBySimpleName, typealiasSimpleNames) = names
        references = found.references
        collection = PerFileCollection(actorNames: builder.actorNames, globalActors: builder.globalActors, decls: builder.fileDecls,
                                       referenceNames: found.names, references: found.references.perFile, typeNames: found.typeNames)
        (declarations, declarationsByFile, sendableClosureFunctions) = members
    }

    /// Type keys in order, type keys by simple name, and the simple names of typealiases.
    private static func typeNameTables(_ builder: IndexBuilder) -> (sorted: [String], bySimple: [String: [String]], typealiasSimpleNames: Set<String>) {
        var bySimple: [String: [String]] = [:]
        let sorted = builder.types.keys.sorted()
        for name in sorted { bySimple[name.lastDottedComponent, default: []].append(name) }
        return (sorted, bySimple, Set(builder.typealiases.keys.map(\.lastDottedComponent)))
    }

    /// References to the names rules ask about across files, collected eagerly: global and
    /// static variables. Anything else is found on demand with `scanReferences(to:)`.
    private static func eagerReferences(_ builder: IndexBuilder, reusing previous: IndexReuse?, unchanged: [Bool])
        -> (names: Set<String>, references: ReferenceIndex, typeNames: [[Int32: String]]) {
        let units = builder.units
        var interesting = Set<String>(minimumCapacity: builder.globals.count)
        for type in builder.types.values { for m in type.members where m.kind == .variable && m.isStatic { interesting.insert(m.name) } }
        for (name, members) in builder.globals where members.contains(where: { $0.kind == .variable }) { interesting.insert(name) }
        for (_, entry) in builder.externalMembers where entry.member.kind == .variable && entry.member.isStatic { interesting.insert(entry.member.name) }
        let typeNames = PerFileCollection.typeNamesByFile(builder.typeNameOfDecl, files: units.count)
        let references = ReferenceIndex(units: units, names: interesting, typeNameOfDecl: builder.typeNameOfDecl,
                                        reusing: previous?.reusableReferences(names: interesting, typeNames: typeNames, unchanged: unchanged) ?? [])
        return (interesting, references, typeNames)
    }

    /// Every member and global by location, each file's in source order, and the functions with
    /// `@Sendable` closure parameters.
    private static func memberTables(_ builder: IndexBuilder, sdk: SDKKnowledge)
        -> (declarations: [DeclLocation: (type: String?, member: MemberInfo)], byFile: [[DeclLocation]], sendable: [String: [ClosureParameterFact]]) {
        let units = builder.units
        var declarations: [DeclLocation: (type: String?, member: MemberInfo)] = [:]
        declarations.reserveCapacity(builder.types.values.reduce(0) { $0 + $1.members.count } + builder.globals.count)
        for (name, type) in builder.types {
            for member in type.members where declarations[member.location] == nil { declarations[member.location] = (name, member) }
        }
        for members in builder.globals.values {
            for member in members where declarations[member.location] == nil { declarations[member.location] = (nil, member) }
        }
        var byFile = [[DeclLocation]](repeating: [], count: units.count)
        for location in declarations.keys { byFile[location.file].append(location) }
        let sortedByFile = ParallelSlots<[DeclLocation]>(count: units.count), unsorted = byFile
        ParallelSlots<[DeclLocation]>.forEach(units.count) { sortedByFile.set($0, unsorted[$0].sorted { $0.node < $1.node }) }
        let declarationsByFile = sortedByFile.values
        // In source order: call sites take the first fact that fits, so the order must not follow
        // the dictionary's (which differs from one round's index to the next). Each file's
        // functions are read on all cores, then the facts are appended in file order.
        let table = declarations, actors = builder.globalActors, declarationsOfFile = declarationsByFile, types = builder.types
        let slots = ParallelSlots<[ClosureParameterFact]>(count: units.count)
        ParallelSlots<[ClosureParameterFact]>.forEach(units.count) { file in
            var facts: [ClosureParameterFact] = []
            for location in declarationsOfFile[file] {
                let entry = table[location]!
                let node = units[location.file].tree.node(location.node)
                // A function, or each case of a case declaration taking associated values (TCA's
                // `.run(name:priority:) { send in … }` builds `Effect.Operation.run`, whose
                // `operation` is `@Sendable`): called alike, with labels in order.
                let callables: [(name: String, decl: SyntaxNode)]
                switch entry.member.kind {
                case .function, .initializer: callables = [(entry.member.name, node)]
                case .enumCase: callables = node.children(.enumCaseElement).compactMap { element in element.name.map { ($0, element) } }
                default: continue
                }
                for (name, decl) in callables {
                    let parameters = decl.parameterNodes
                    let sendableParameters = parameters.filter { $0.firstChild(.typeAnnotation)?.firstChild(.type)?.attributes.contains { $0.name == "Sendable" } == true }
                    guard !sendableParameters.isEmpty else { continue }
                    // (The index is being built: a type of the run is found by its key.)
                    let callParameters = CallParameter.of(decl) { types[$0] != nil || sdk.type($0, in: .xcode26) != nil }
                    let labels = callParameters.map(\.label)
                    let fileScoped = node.hasModifier("private") || node.hasModifier("fileprivate")
                    for parameter in sendableParameters {
                        var fact = ClosureParameterFact(function: name, labels: labels, parameter: parameter.parameterLabelAndName?.label ?? "_",
                                                        receiver: entry.type, isStatic: entry.member.isStatic ? true : nil)
                        fact.callParameters = callParameters
                        fact.enumCase = entry.member.kind == .enumCase ? true : nil
                        fact.onlyInFile = fileScoped ? location.file : nil
                        // `@MainActor @Sendable (Action) -> Void` (swift-composable-architecture's
                        // `Send.init`): the closure runs on that actor.
                        fact.globalActor = parameter.firstChild(.typeAnnotation)?.firstChild(.type)?.attributes.lazy.compactMap(\.name).first { actors.contains($0) }
                        facts.append(fact)
                    }
                }
            }
            slots.set(file, facts)
        }
        var sendable: [String: [ClosureParameterFact]] = [:]
        for facts in slots.values { for fact in facts { sendable[fact.function, default: []].append(fact) } }
        // A function before an enum case of its name: `.run { … }` is TCA's `Effect.run`, which
        // the case `Effect.Operation.run` fits as well (the type the context expects, which tells
        // them apart, is not known here); the case takes only calls no function fits.
        for (name, facts) in sendable where facts.contains(where: \.isEnumCase) {
            sendable[name] = facts.filter { !$0.isEnumCase } + facts.filter(\.isEnumCase)
        }
        return (declarations, declarationsByFile, sendable)
    }

    /// The isolation of whatever declaration `location` is (member or global).
    public func isolation(ofDeclarationAt location: DeclLocation, settings: SwiftSettings) -> IsolationVerdict? {
        guard let (typeName, member) = declarations[location] else {
            // A member of the run's extension of another module's type (a node of the
            // isolation graph, see `externalCode`).
            guard let (type, _) = externalMembers[location], let isolation = isolation(ofExternalMember: location, settings: settings) else { return nil }
            return IsolationVerdict(isolation: isolation, reason: "a member of an extension of \(type)")
        }
        if let typeName, let info = types[typeName] { return isolation(ofMember: member, in: info, settings: settings) }
        return isolation(ofGlobal: member, settings: settings)
    }

    /// Resolves a type name as written in a context (the qualified name of the enclosing type):
    /// nested types of the context and its parents first, then top-level, then a unique simple name.
    /// - Parameter file: the file asking, when known: of a type name two modules declare (an
    ///   app's macOS and iOS targets both declaring `AppDelegate`), its own module's declaration.
    public func lookupType(_ written: String, from context: String? = nil, inFile file: Int? = nil) -> TypeInfo? {
        // The answer depends on the file only through its module, but for a name declared more
        // than once (the file's own declaration comes first, see `IndexBuilder.variant`): asked
        // again and again with the same names (every conformance of every type), it is
        // remembered for the round.
        var module = file.flatMap { units[$0].module }
        if let file, file < declaresVariants.count, declaresVariants[file],
           variantDeclaringFiles.contains(VariantInFile(nameHash: ProjectIndex.simpleNameHash(written), file: file)) {
            module = "\(module ?? "")\u{1}\(file)"
        } else if !scopedImports.byFile.isEmpty, let file, scopedImports.byFile[file] != nil {
            // Its own imports by kind make a look-up from this file its own.
            module = "\(module ?? "")\u{2}\(file)"
        }
        let key = TypeLookupCache.Key(written: written, context: context, module: module)
        if let known = typeLookups.get(key) { return known }
        var found = resolveType(written, from: context, inFile: file)
        if let type = found, let file, !scopedImports.isEmpty, importedByKind(type, written: written, file: file) { found = nil }
        typeLookups.set(key, found)
        return found
    }

    /// Whether a type of the run found for an unqualified name is, in `file`, another module's
    /// type of that name imported by kind (see `ScopedTypeImports`): a top-level type of another
    /// module of the run (a type of the file's own module, or nested in its scope, comes first).
    private func importedByKind(_ type: TypeInfo, written: String, file: Int) -> Bool {
        let name = ProjectIndex.stripGenerics(written)
        guard type.name == name, !name.utf8.contains(UInt8(ascii: ".")) else { return false }
        let module = units[file].module
        return units[type.declaration.file].module != module && scopedImports.bring(name, toFile: file, module: module)
    }

    private func resolveType(_ written: String, from context: String?, inFile file: Int?) -> TypeInfo? {
        let name = ProjectIndex.stripGenerics(written)
        // Every way below ends at a type whose key ends with the name's last component, or goes
        // through a typealias: most protocols a type names (`Sendable`, `Codable`) are neither,
        // and need no walk through the enclosing scopes.
        let simple = name.lastDottedComponent
        if typesBySimpleName[simple] == nil && !typealiasSimpleNames.contains(simple) { return nil }
        // `Swift.Error` is the standard library's, not a type of the run spelled `Error` (unless
        // the asking file is of that module: a standard library interface), but for a type nested
        // in an enclosing scope's own `Swift` (SymbolKit's `Symbol.Swift.Extension`, written
        // `Swift.Extension` inside `Symbol`).
        let standardQualified = name != simple && ProjectIndex.standardModuleQualifier(of: name).map { module in file.flatMap({ units[$0].module }) != module } == true
        // Dots are found by UTF-8 byte, not by Character: this runs for every type name a rule reads.
        let dot = UInt8(ascii: ".")
        if var scope = context {
            while true {
                if let t = type(forKey: scope + "." + name, inFile: file) { return t }
                // A nested typealias shadows types of the same name elsewhere (`DownloadRequest`'s
                // `typealias Destination = @Sendable (URL, …) -> …`): its target, or no type.
                if !standardQualified, let aliased = typealiases[scope + "." + name] {
                    let target = ProjectIndex.stripGenerics(aliased)
                    return target == name ? nil : type(forKey: target, inFile: file) ?? type(forKey: scope + "." + target, inFile: file)
                }
                guard let last = scope.utf8.lastIndex(of: dot) else { break }
                scope = String(scope[..<last])
            }
        }
        // Otherwise the standard module's type, not the run's.
        if standardQualified { return nil }
        if let t = type(forKey: name, inFile: file) { return t }
        if let aliased = typealiases[name], aliased != name, let t = type(forKey: ProjectIndex.stripGenerics(aliased), inFile: file) { return t }
        if let candidates = typesBySimpleName[simple], candidates.count == 1 {
            // A qualified name and the candidate's must agree, one ending the other
            // (`SwiftSyntax.SyntaxKind` is `SyntaxKind` named with its module), but
            // `HTTPRequest.Method`, swift-http-types', is not the project's `Application.Method`.
            let candidate = candidates[0]
            guard simple == name || candidate == name || candidate.hasSuffix("." + name) || name.hasSuffix("." + candidate) else { return nil }
            return type(forKey: candidates[0], inFile: file)
        }
        return nil
    }

    /// Whether code in a file sees a declaration of the run: one of its own module (or of no
    /// known module), or of a module the file imports (`importing`, the file's imports).
    public func isVisible(_ declaration: DeclLocation, fromFile file: Int, importing: Set<String>) -> Bool {
        guard let other = units[declaration.file].module, other != units[file].module else { return true }
        return importing.contains(other)
    }

    /// The class of the run a class inherits from directly, if any.
    public func superclassOfRun(_ info: TypeInfo) -> TypeInfo? {
        guard info.kind == .class, let first = info.inheritedOnDeclaration.first,
              let superclass = lookupType(first, from: info.name, inFile: info.declaration.file), superclass.kind == .class else { return nil }
        return superclass
    }

    /// `Swift` or `Foundation` when a name is qualified with one of those modules, which no run declares types in.
    public static func standardModuleQualifier(of name: String) -> String? {
        if name.hasPrefix("Swift.") { return "Swift" }
        if name.hasPrefix("Foundation.") { return "Foundation" }
        return nil
    }

    /// What a typealias named from `context` stands for: the innermost enclosing type's alias of
    /// that name (`SocketType.RawValue`), else a top-level one.
    public func typealiasTarget(_ name: String, from context: String?) -> String? {
        if var scope = context {
            while true {
                if let aliased = typealiases[scope + "." + name] { return aliased }
                guard let last = scope.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                scope = String(scope[..<last])
            }
        }
        return typealiases[name]
    }

    /// `NameHash` of a written type name's last component (`Outer.Book<T>?` → `Book`), read from
    /// its bytes without making strings (asked at every look-up).
    static func simpleNameHash(_ written: String) -> UInt64 {
        var text = written
        return text.withUTF8 { bytes in
            var end = bytes.firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            while end > 0, [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[end - 1]) { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "."), bytes[start - 1] != UInt8(ascii: " ") { start -= 1 }
            return NameHash.of(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
    }

    /// The key of a type in `types`: its name, or `Name#2` for a second declaration of the name.
    public func key(of info: TypeInfo) -> String { typeNameOfDecl[info.declaration] ?? info.name }

    /// The name source code spells for a key: `Store#2` → `Store`.
    public static func sourceName(ofKey key: String) -> String {
        guard let hash = key.utf8.lastIndex(of: UInt8(ascii: "#")) else { return key }
        return String(key[..<hash])
    }

    /// The type under `key`, or the variant of it declared in `file`'s module.
    private func type(forKey key: String, inFile file: Int?) -> TypeInfo? {
        guard let first = types[key] else { return nil }
        guard file != nil, typeVariants[key] != nil else { return first }
        return types[IndexBuilder.variant(of: key, inModuleOf: file, variants: typeVariants, types: types, units: units)] ?? first
    }

    public static func stripGenerics(_ name: String) -> String {
        var s = trimmingBlanks(name)
        if let lt = s.utf8.firstIndex(of: UInt8(ascii: "<")) { s = String(s[..<lt]) }
        while let last = s.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { s.removeLast() }
        return s
    }

    /// `name` without surrounding blanks. Foundation's trimming is slow on this hot path and
    /// names rarely need it: a name is trimmed only when it starts or ends with a blank or a
    /// non-ASCII byte, tested by byte (Character's Unicode properties showed up in profiles).
    public static func trimmingBlanks(_ name: String) -> String {
        func mayBeBlank(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte >= 0x80
        }
        return mayBeBlank(name.utf8.first) || mayBeBlank(name.utf8.last) ? name.trimmingCharacters(in: .whitespaces) : name
    }

    public func node(_ location: DeclLocation) -> SyntaxNode { units[location.file].tree.node(location.node) }

    /// References to any name, for names outside the eagerly indexed global and static variables:
    /// scanned once per name and round, walking only the files whose bytes spell the name (a walk
    /// of every file's nodes per name made rules that ask about many names quadratic on large runs).
    public func scanReferences(to name: String) -> [Reference] {
        if let known = references.byName[name] { return known }
        return memo("scan-references \(name)") {
            scanReferences(names: [name]) { _, files in files.filter { units[$0].tree.bytesContain(name) } }[name] ?? []
        }
    }

    /// Scans once for those of `names` not scanned yet, so that `scanReferences(to:)` answers each
    /// from the round's memo: asked name by name, a file asking about thousands of names (a
    /// generated file's properties) scanned the files spelling each name once per name.
    public func prefetchReferences(to names: Set<String>) {
        let missing = names.filter { references.byName[$0] == nil && !memoStore.knows("scan-references \($0)") }
        guard missing.count > 1 else { return }
        let found = scanReferences(toAny: missing)
        for name in missing.sorted() { _ = memo("scan-references \(name)") { found[name] ?? [] } }
    }

    /// References to several names, in one scan of every file (names already indexed eagerly
    /// are scanned again with the rest: the answer is the same).
    public func scanReferences(toAny names: Set<String>) -> [String: [Reference]] {
        // Only the files that spell one of the names, found in one pass over the identifiers (a
        // test of each file's bytes per name cost names × bytes).
        scanReferences(names: names) { names, files in Array(Set(mentions(of: names, in: files).values.flatMap { $0.map(\.file) })) }
    }

    /// References to `names` in the files `spelling` keeps of those it is given (the files that
    /// may spell one of the names it is given). A later fixed-point round takes over a previous
    /// round's scan of the same names, or of most of them (a round's set of isolated functions
    /// differs a little from the last one's), for the files whose tree and type names did not
    /// change (what a file's references are read from): their references to the names both scans
    /// looked for are kept, and only the names the previous scan did not look for are searched
    /// in them. `spelling` is asked only about the names and files left to scan.
    private func scanReferences(names: Set<String>, spelling: (Set<String>, [Int]) -> [Int]) -> [String: [Reference]] {
        var reusable: [[(String, Reference)]?] = []
        var unscannedNames: Set<String> = []
        if let previousRound, let previous = previousRound.carry.referenceScan(sharingMostOf: names),
           previous.typeNames.count == units.count, previousRound.unchanged.count == units.count {
            let coversOnlyThese = previous.names.isSubset(of: names)
            unscannedNames = names.subtracting(previous.names)
            reusable = units.indices.map { file in
                guard previousRound.unchanged[file] && previous.typeNames[file] == collection.typeNames[file] else { return nil }
                let found = previous.perFile[file] ?? []
                return coversOnlyThese ? found : found.filter { names.contains($0.0) }
            }
        }
        let toScan = reusable.isEmpty ? Array(units.indices) : units.indices.filter { reusable[$0] == nil }
        let spelled = Set(spelling(names, toScan))
        if !unscannedNames.isEmpty {
            // Files taken over that spell a name the previous scan did not look for: scanned for
            // those names alone, the references merged in node order (one node has one name, so
            // the two lists never share a node): what a scan for all the names would find.
            let takenOver = units.indices.filter { reusable[$0] != nil }
            let spelledNew = spelling(unscannedNames, takenOver)
            let added = ReferenceIndex(units: units, names: unscannedNames, typeNameOfDecl: typeNameOfDecl, only: spelledNew)
            for file in spelledNew where !added.perFile[file].isEmpty {
                reusable[file] = (reusable[file]! + added.perFile[file]).sorted { $0.1.node < $1.1.node }
            }
        }
        let files = units.indices.filter { spelled.contains($0) || ($0 < reusable.count && reusable[$0].map { !$0.isEmpty } == true) }
        let found = ReferenceIndex(units: units, names: names, typeNameOfDecl: typeNameOfDecl, reusing: reusable, only: files)
        var perFile: [Int: [(String, Reference)]] = [:]
        for (file, list) in found.perFile.enumerated() where !list.isEmpty { perFile[file] = list }
        carry.keepReferenceScan(of: names, perFile: perFile, typeNames: collection.typeNames)
        return found.byName
    }
    public func settings(of location: DeclLocation) -> SwiftSettings { units[location.file].settings }
}

/// Collects declarations: global actors first (explicit isolation depends on them), then each
/// file's types, extensions, members and globals in parallel, then a serial merge that attaches
/// extensions to the types they extend.
struct IndexBuilder: Sendable {
    let units: [SourceUnit]
    var types: [String: TypeInfo] = [:]
    var typeNameOfDecl: [DeclLocation: String] = [:]
    var externalExtensions: [String: [DeclLocation]] = [:]
    var externalMembers: [DeclLocation: (type: String, member: MemberInfo)] = [:]
    /// Type names declared more than once: name → its keys, first declaration first.
    var typeVariants: [String: [String]] = [:]
    var globals: [String: [MemberInfo]] = [:]
    var globalActors: Set<String> = ["MainActor"]
    var typealiases: [String: String] = [:]
    /// Each file's own results (kept for the next round's index).
    var actorNames: [[String]] = []
    var fileDecls: [FileDecls] = []

    init(units: [SourceUnit]) { self.units = units }

    /// What one file declares, before extensions are resolved across files.
    struct FileDecls: Sendable {
        var types: [TypeInfo] = []
        var extensions: [(location: DeclLocation, name: String, context: String?, members: [MemberInfo], inherited: [String], conditional: Bool)] = []
        var globals: [MemberInfo] = []
        var typealiases: [(String, String)] = []
    }

    /// - Parameters: previous, unchanged: the previous round's per-file results and which files
    ///   still have the tree they were collected from.
    mutating func build(reusing previous: PerFileCollection? = nil, unchanged: [Bool] = []) {
        let units = self.units
        let reusable = units.indices.map { previous != nil && $0 < unchanged.count && unchanged[$0] }
        let actorSlots = ParallelSlots<[String]>(count: units.count)
        ParallelSlots<[String]>.forEach(units.count) { file in
            if reusable[file], let previous { actorSlots.set(file, previous.actorNames[file]); return }
            let tree = units[file].tree
            var names: [String] = []
            for i in tree.nodes.indices where tree.nodes[i].kind.isTypeDeclaration {
                let node = tree.node(Int32(i))
                if node.hasAttribute("globalActor"), let name = node.name { names.append(name) }
            }
            actorSlots.set(file, names)
        }
        actorNames = actorSlots.values
        for names in actorNames { globalActors.formUnion(names) }
        let actors = globalActors
        // Declarations depend on the global actors (explicit isolation, property wrappers).
        let sameActors = previous?.globalActors == actors
        let declSlots = ParallelSlots<FileDecls>(count: units.count)
        ParallelSlots<FileDecls>.forEach(units.count) { file in
            if sameActors, reusable[file], let previous { declSlots.set(file, previous.decls[file]); return }
            var collector = FileCollector(file: file, globalActors: actors)
            collector.visit(items: units[file].tree.root.itemsFlatteningIfConfig, context: nil)
            declSlots.set(file, collector.decls)
        }
        fileDecls = declSlots.values
        let perFile = fileDecls
        for decls in perFile {
            for type in decls.types {
                // A second declaration of the same name (another `#if` branch, another target, a
                // stale copy) is a type of its own, under a key no source name can spell
                // (`Router#2`): it is analysed and changed with its own members, and lookups by
                // name keep finding the first.
                var key = type.name
                var n = 1
                while types[key] != nil { n += 1; key = "\(type.name)#\(n)" }
                if n > 1 { typeVariants[type.name, default: [type.name]].append(key) }
                typeNameOfDecl[type.declaration] = key
                types[key] = type
            }
            for (name, target) in decls.typealiases { typealiases[name] = target }
            for global in decls.globals { globals[global.name, default: []].append(global) }
        }
        // Extensions are resolved once every primary declaration is known.
        for decls in perFile {
            for ext in decls.extensions {
                guard let resolved = resolve(ext.name, context: ext.context) else {
                    externalExtensions[ext.name, default: []].append(ext.location)
                    typeNameOfDecl[ext.location] = ext.name
                    for member in ext.members { externalMembers[member.location] = (ext.name, member) }
                    continue
                }
                // Of a name two modules declare, the extension extends its own module's type.
                let name = IndexBuilder.variant(of: resolved, inModuleOf: ext.location.file, variants: typeVariants, types: types, units: units)
                typeNameOfDecl[ext.location] = name
                // In place: a copy of the type's info copied its members at every extension (the
                // standard library's types have dozens), a third of the index's serial merge.
                types[name]!.extensions.append(ext.location)
                for inherited in ext.inherited { types[name]!.inheritedInExtensions.append((inherited, ext.location, ext.conditional)) }
                types[name]!.members += ext.members
            }
        }
    }

    /// Of the keys a type name has (`Router`, `Router#2`), the one declared in `file` itself (a
    /// test file's `private struct Book` shadows the other files' and the imported module's),
    /// else the one declared in the module of `file`, else the first; a `private` or
    /// `fileprivate` type of another file is never it.
    static func variant(of key: String, inModuleOf file: Int?, variants: [String: [String]], types: [String: TypeInfo],
                        units: [SourceUnit]) -> String {
        guard let file, let keys = variants[key] else { return key }
        if let own = keys.first(where: { types[$0]?.declaration.file == file }) { return own }
        func visible(_ key: String) -> Bool {
            guard let modifiers = types[key]?.modifiers else { return false }
            return !modifiers.contains("private") && !modifiers.contains("fileprivate")
        }
        if let module = units[file].module,
           let same = keys.first(where: { visible($0) && types[$0].map { units[$0.declaration.file].module == module } ?? false }) { return same }
        return keys.first(where: visible) ?? key
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
}

/// Walks one file's declarations (types nest; extensions are recorded for the merge).
struct FileCollector {
    let file: Int
    let globalActors: Set<String>
    var decls = IndexBuilder.FileDecls()

    mutating func visit(items: [SyntaxNode], context: String?) {
        for item in items {
            switch item.kind {
            case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl:
                addType(item, context: context)
            case .extensionDecl:
                guard let extended = item.firstChild(.type)?.typeBaseName else { continue }
                let location = DeclLocation(file: file, node: item.index)
                let memberNodes = item.memberDeclarations
                var members: [MemberInfo] = []
                for member in memberNodes { members += self.members(of: member, container: location) }
                // An unavailable extension's conformances are the type saying it does not conform.
                decls.extensions.append((location, extended, context, members, item.conformedTypeNames, item.hasChild(.genericWhereClause)))
                // Types declared in an extension are nested in the extended type.
                visit(items: memberNodes.filter { $0.kind.isTypeDeclaration }, context: extended)
            case .variableDecl, .funcDecl:
                if context == nil {
                    decls.globals += members(of: item, container: DeclLocation(file: file, node: 0))
                }
            case .typealiasDecl:
                if let name = item.name, let target = item.firstChild(.initializerClause)?.firstChild(.type)?.text {
                    decls.typealiases.append((context.map { $0 + "." + name } ?? name, target))
                }
            default:
                break
            }
        }
    }

    private mutating func addType(_ node: SyntaxNode, context: String?) {
        guard let kind = TypeKind(node.kind), let simple = node.name else { return }
        let name = context.map { $0 + "." + simple } ?? simple
        let location = DeclLocation(file: file, node: node.index)
        let generics = node.firstChild(.genericParameterClause)?.children(.genericParameter).compactMap(\.name) ?? []
        var info = TypeInfo(name: name, kind: kind, declaration: location, attributes: node.attributeNames,
                            modifiers: node.modifierNames, genericParameters: generics,
                            inheritedOnDeclaration: node.inheritedTypeNames)
        let memberNodes = node.memberDeclarations
        for member in memberNodes { info.members += members(of: member, container: location) }
        decls.types.append(info)
        visit(items: memberNodes.filter { $0.kind.isTypeDeclaration || $0.kind == .typealiasDecl }, context: name)
    }

    /// The members a declaration node declares (a variable declaration may bind several names).
    func members(of node: SyntaxNode, container: DeclLocation) -> [MemberInfo] {
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
            let name = raw.lastDottedComponent
            guard name.startsUppercase else { return nil }
            if FileCollector.nonWrapperAttributes.contains(name) || globalActors.contains(name) { return nil }
            return name
        }
    }

    func explicitIsolation(of node: SyntaxNode) -> Isolation? {
        Isolation.explicit(on: node, globalActors: globalActors)
    }
}

/// Hands out the items of a parallel loop one at a time, so a worker that drew small items takes
/// more of them (a fixed split leaves one core idle while the other finishes the large files).
public final class WorkDealer: @unchecked Sendable {
    private let order: [Int]
    private var next = 0
    private let lock = NSLock()
    /// - Parameter order: the items, in the order they are handed out (largest first balances best).
    public init(order: [Int]) { self.order = order }
    /// The next item, or nil when all are handed out.
    public func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < order.count else { return nil }
        next += 1
        return order[next - 1]
    }
}

/// One result slot per item for `DispatchQueue.concurrentPerform`: each slot is written by one
/// worker and read after all have finished; the lock publishes the writes to the reader.
public final class ParallelSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()
    public init(count: Int) { slots = Array(repeating: nil, count: count) }
    public func set(_ i: Int, _ value: T) { lock.lock(); slots[i] = value; lock.unlock() }
    public var values: [T] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }

    /// Runs `body` for 0..<count on all cores.
    public static func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
        if count == 1 { body(0); return }
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }
}

extension Array where Element: Sendable {
    /// `transform` of each element, on all cores in chunks of `chunk`, in the elements' order.
    public func parallelMap<R: Sendable>(chunk: Int = 1024, _ transform: @escaping @Sendable (Element) -> R) -> [R] {
        let chunks = (count + chunk - 1) / chunk
        let slots = ParallelSlots<[R]>(count: chunks)
        ParallelSlots<[R]>.forEach(chunks) { c in slots.set(c, self[(c * chunk)..<Swift.min(count, (c + 1) * chunk)].map(transform)) }
        return Array<R>(slots.values.joined())
    }
}

extension ProjectIndex {
    /// One value for each of `locations`, computed one file per task on all cores: `body` gets a
    /// file's locations and returns a value for each, in that order (so it may keep what the
    /// declarations of one file share).
    public func mapDeclarations<T: Sendable>(_ locations: some Sequence<DeclLocation>,
                                             _ body: @escaping @Sendable ([DeclLocation]) -> [T]) -> [DeclLocation: T] {
        var grouped: [Int: [DeclLocation]] = [:]
        for location in locations { grouped[location.file, default: []].append(location) }
        return ProjectIndex.map(grouped.keys.sorted().map { grouped[$0]! }, body)
    }

    /// `mapDeclarations` of every declaration of the run, with each file's in source order; only
    /// of those `isIncluded` keeps, when given (tested on all cores too).
    public func mapAllDeclarations<T: Sendable>(where isIncluded: (@Sendable (DeclLocation) -> Bool)? = nil,
                                                _ body: @escaping @Sendable ([DeclLocation]) -> [T]) -> [DeclLocation: T] {
        ProjectIndex.map(declarationsByFile.filter { !$0.isEmpty }, including: isIncluded, body)
    }

    /// The positions of `sizes`, largest first: the order to hand files to workers in, so that a
    /// file of thousands of declarations (the standard library's interface) does not start last
    /// and keep one core busy alone at the end.
    static func largestFirst(_ sizes: [Int]) -> [Int] {
        sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    private static func map<T: Sendable>(_ byFile: [[DeclLocation]], including isIncluded: (@Sendable (DeclLocation) -> Bool)? = nil,
                                         _ body: @escaping @Sendable ([DeclLocation]) -> [T]) -> [DeclLocation: T] {
        let slots = ParallelSlots<[(DeclLocation, T)]>(count: byFile.count)
        let order = ProjectIndex.largestFirst(byFile.map(\.count))
        ParallelSlots<[(DeclLocation, T)]>.forEach(byFile.count) { k in
            let i = order[k]
            let list = isIncluded.map { byFile[i].filter($0) } ?? byFile[i]
            slots.set(i, Array(zip(list, body(list))))
        }
        let lists = slots.values
        var values: [DeclLocation: T] = [:]
        values.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists { for (location, value) in list { values[location] = value } }
        return values
    }
}

/// Memoized values by key. A key being computed is claimed: other threads asking for it wait for
/// the value instead of computing it again (a project-wide analysis must not run once per worker);
/// other keys are not blocked, so a computation may use other memoized values, also from workers.
final class MemoStore: @unchecked Sendable {
    private var values: [String: any Sendable] = [:]
    private var computing = Set<String>()
    private let condition = NSCondition()

    /// The value, or nil after claiming the key: the caller must then `fulfil` it.
    func valueOrClaim(_ key: String) -> (any Sendable)? {
        condition.lock(); defer { condition.unlock() }
        // Computed already: the common case, one look-up.
        if let value = values[key] { return value }
        while computing.contains(key) { condition.wait() }
        if let value = values[key] { return value }
        computing.insert(key)
        return nil
    }

    var keys: Set<String> {
        condition.lock(); defer { condition.unlock() }
        return Set(values.keys)
    }

    /// Whether the key has a value or is being computed.
    func knows(_ key: String) -> Bool {
        condition.lock(); defer { condition.unlock() }
        return values[key] != nil || computing.contains(key)
    }

    /// Forgets every value (none may be being computed).
    func removeAll() {
        condition.lock()
        values = [:]
        condition.unlock()
    }

    func fulfil(_ key: String, _ value: any Sendable) {
        condition.lock()
        values[key] = value
        computing.remove(key)
        condition.broadcast()
        condition.unlock()
    }
}

/// `lookupType` answers of a round, by name, context and module. The index is immutable, so an
/// answer never goes stale; shards keep the two workers from waiting on one lock.
/// A type name declared more than once (by its hash, see `simpleNameHash`) and a file declaring one.
struct VariantInFile: Hashable, Sendable {
    let nameHash: UInt64
    let file: Int
}

final class TypeLookupCache: @unchecked Sendable {
    struct Key: Hashable {
        let written: String
        let context: String?
        let module: String?
        /// FNV-1a over the three names' bytes, the only thing hashed: hashing them as three
        /// `String`s cost about a thousand instructions a look-up, and names are asked for by
        /// every reference a scan resolves.
        private let digest: UInt64

        init(written: String, context: String?, module: String?) {
            self.written = written
            self.context = context
            self.module = module
            // Separators keep ("ab", "c") and ("a", "bc") apart, and nil apart from "".
            var digest = NameHash.of(written)
            digest = context.map { NameHash.of($0, continuing: NameHash.adding(0xFF, to: digest)) } ?? NameHash.adding(0xFE, to: digest)
            digest = module.map { NameHash.of($0, continuing: NameHash.adding(0xFF, to: digest)) } ?? NameHash.adding(0xFE, to: digest)
            self.digest = digest
        }

        static func == (a: Key, b: Key) -> Bool {
            a.digest == b.digest && a.written == b.written && a.context == b.context && a.module == b.module
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
        /// The digest mixed with the table's seed, not hashed again.
        func _rawHashValue(seed: Int) -> Int { seededWordHash(digest, seed: seed) }
    }
    private final class Shard: @unchecked Sendable {
        var answers: [Key: TypeInfo?] = [:]
        let lock = NSLock()
    }
    private let shards = (0..<8).map { _ in Shard() }

    private func shard(_ key: Key) -> Shard { shards[Int(UInt(bitPattern: key.written.utf8.count &+ (key.context?.utf8.count ?? 0)) & 7)] }

    /// The remembered answer (`.some(nil)`: known not to be a type of the run), or nil.
    func get(_ key: Key) -> TypeInfo?? {
        let shard = shard(key)
        shard.lock.lock(); defer { shard.lock.unlock() }
        return shard.answers[key]
    }

    func set(_ key: Key, _ answer: TypeInfo?) {
        let shard = shard(key)
        shard.lock.lock(); shard.answers[key] = answer; shard.lock.unlock()
    }
}
