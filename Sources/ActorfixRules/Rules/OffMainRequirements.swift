import ActorfixIndex
import ActorfixSyntax

/// Seed 004: SwiftUI may call `Shape.path(in:)`, `Layout` methods and `animatableData` on a
/// background thread; those requirements are nonisolated, so they cannot read main-actor state.
public struct OffMainRequirements: Rule {
    public init() {}
    public let id = "off-main-requirements"
    public let preparedReads = PreparedReads.none
    public let summary = "Make main-actor state that Shape, Layout and Animatable requirements read immutable, or report it"
    public let rationale = """
        SwiftUI calls some protocol requirements off the main thread and declares them nonisolated: \
        Shape.path(in:) and sizeThatFits, the Layout methods, Animatable.animatableData (WWDC25 "Explore \
        concurrency in SwiftUI"). Reading a main-actor object's mutable state there is an error in Swift 6: \
        "main actor-isolated property 'scale' can not be referenced from a nonisolated context". A `let` of \
        Sendable type can be read from anywhere in the module (SE-0306, SE-0434), so a `var` that is never \
        assigned outside its type's initializers becomes a `let`, in the file that declares it. State that \
        does change is reported with what to do instead: copy the value into the shape or layout when it is \
        created (SwiftUI recreates it whenever the view's body runs).
        """
    public let proposals = ["SE-0306", "SE-0434", "SE-0316"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "@MainActor final class Model {\n    var radius: CGFloat\n    init(radius: CGFloat) { self.radius = radius }\n}\n",
        after: "@MainActor final class Model {\n    let radius: CGFloat\n    init(radius: CGFloat) { self.radius = radius }\n}\n")

    /// A read of a main-actor type's stored property from an off-main requirement.
    struct OffMainRead: Sendable {
        let owner: TypeInfo          // the main-actor type that declares the property
        let property: MemberInfo
        let file: Int
        let node: SyntaxNode
        let requirement: String
        let conformer: String
    }

    public func check(_ file: FileContext) -> [Change] {
        let reads = offMainReads(file)
        guard !reads.isEmpty else { return [] }
        var changes: [Change] = []
        var madeLet = Set<DeclLocation>()
        // Fixes belong to the file that declares the property.
        for read in reads where read.property.location.file == file.unitIndex && !madeLet.contains(read.property.location) {
            guard canBecomeLet(read.property, of: read.owner, file: file), let keyword = file.index.node(read.property.location).declKeywordToken else { continue }
            madeLet.insert(read.property.location)
            changes.append(change(file, [EditBuilders.replaceToken(keyword, in: file.tree, with: "let")],
                                  message: "make '\(read.property.name)' a let: \(read.conformer).\(read.requirement) reads it off the main actor and it is never reassigned",
                                  reason: "Swift 6: \"main actor-isolated property '\(read.property.name)' can not be referenced from a nonisolated context\" — \(read.conformer).\(read.requirement) is nonisolated because SwiftUI may call it on a background thread. '\(read.property.name)' is only assigned in \(read.owner.name)'s initializers and its type is Sendable, so as a `let` it can be read from anywhere in the module (SE-0306, SE-0434).",
                                  at: Int(file.tree.tokens[Int(keyword)].start)))
        }
        // Reports belong to the file that reads the state.
        for read in reads where read.file == file.unitIndex && !canBecomeLet(read.property, of: read.owner, file: file) {
            changes.append(change(file, [], message: "\(read.conformer).\(read.requirement) reads main-actor state '\(read.owner.name).\(read.property.name)' (review)",
                                  reason: "Swift 6: \"main actor-isolated property '\(read.property.name)' can not be referenced from a nonisolated context\" — SwiftUI may call \(read.requirement) on a background thread. '\(read.property.name)' changes after initialization (or its type is not known to be Sendable), so it cannot simply be made immutable: copy the value into \(read.conformer) when you create it (SwiftUI recreates it whenever the view's body runs), or move the computation out of \(read.requirement).",
                                  safety: .review, at: read.node.byteRange.lowerBound))
        }
        return changes
    }

    /// Reads, anywhere in the project, of main-actor stored properties from implementations of
    /// off-main requirements: computed once per round for each type-isolation key of the targets
    /// (what the computation reads of the settings) and shared by every file's check.
    func offMainReads(_ file: FileContext) -> [OffMainRead] { offMainReads(file.index, key: file.target.typeIsolationKey) }

    private func offMainReads(_ index: ProjectIndex, key: TypeIsolationKey) -> [OffMainRead] {
        index.memo("off-main-reads \(key.sdk.rawValue) \(key.defaultIsolation.rawValue) \(key.infersFromPropertyWrappers)") {
            computeOffMainReads(index, key.settings)
        }
    }

    private func computeOffMainReads(_ index: ProjectIndex, _ target: SwiftSettings) -> [OffMainRead] {
        var reads: [OffMainRead] = []
        let sdk = index.sdk
        // Few types conform to a protocol with such requirements: find them with one lookup per
        // conformance, then sort only those (by name, for a stable order). Serial: on two cores the
        // reference counting of the shared type tables cost more than the split saved.
        let generation = target.sdk
        var candidates: [(info: TypeInfo, requirements: [String])] = []
        for info in index.types.values {
            var requirements: [String] = []
            for conformance in info.inheritedOnDeclaration where sdk.mayHaveOffMainRequirements(conformance) {
                requirements += sdk.offMainRequirements(protocol: conformance, in: generation)
            }
            for conformance in info.inheritedInExtensions where sdk.mayHaveOffMainRequirements(conformance.name) {
                requirements += sdk.offMainRequirements(protocol: conformance.name, in: generation)
            }
            if !requirements.isEmpty { candidates.append((info, requirements)) }
        }
        for (info, requirements) in candidates.sorted(by: { $0.info.name < $1.info.name }) {
            let stored = Dictionary(info.members.filter { $0.kind == .variable && $0.isStored && !$0.isStatic }.map { ($0.name, $0) },
                                    uniquingKeysWith: { a, _ in a })
            for member in info.members {
                guard let requirement = requirements.first(where: { matches(member, $0, index: index) }) else { continue }
                let body = index.node(member.location)
                body.walk { node in
                    // `model.scale` / `self.model.scale`: the base is a stored property of a main-actor type.
                    guard node.kind == .memberAccess, let name = node.name, let base = node.firstChild else { return }
                    let baseName: String?
                    if base.kind == .declReference { baseName = base.name }
                    else if base.kind == .memberAccess, base.firstChild?.mainToken.map({ body.tree.tokens[Int($0)].keyword == .self }) == true { baseName = base.name }
                    else { baseName = nil }
                    guard let baseName, let holder = stored[baseName], let typeName = holder.declaredType,
                          let owner = index.lookupType(typeName, from: info.name, inFile: info.declaration.file), owner.kind == .class || owner.kind == .struct else { return }
                    guard case .globalActor = index.isolation(ofType: owner, settings: target).isolation,
                          let property = owner.members(named: name).first(where: { $0.kind == .variable && $0.isStored && !$0.isStatic }),
                          property.explicitIsolation == nil, !property.isLet else { return }
                    reads.append(OffMainRead(owner: owner, property: property, file: member.location.file, node: node,
                                             requirement: requirement, conformer: info.name))
                }
            }
        }
        return reads
    }

    /// `path(in:)` matches a function `path` whose first argument label is `in`; `animatableData`
    /// matches a variable.
    func matches(_ member: MemberInfo, _ requirement: String, index: ProjectIndex) -> Bool {
        guard let paren = requirement.firstIndex(of: "(") else { return member.kind == .variable && member.name == requirement }
        guard member.kind == .function, member.name == requirement[..<paren] else { return false }
        let labels = requirement[requirement.index(after: paren)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        let actual = index.node(member.location).parameterNodes.map { $0.parameterLabelAndName?.label ?? "_" }
        return labels == actual
    }

    /// A `var` of Sendable type, without observers or wrappers, assigned nowhere but in its type's
    /// initializers, can be a `let`.
    func canBecomeLet(_ property: MemberInfo, of owner: TypeInfo, file: FileContext) -> Bool {
        guard !property.isLet, property.propertyWrappers.isEmpty, let binding = property.binding else { return false }
        let node = file.index.node(DeclLocation(file: property.location.file, node: binding))
        if node.accessorBlock != nil || file.index.node(property.location).hasModifier("lazy") { return false }
        let type = property.declaredType ?? node.initializerExpression.flatMap { file.inferredType(of: $0) }
        guard let type, file.isSendable(typeNamed: type, from: owner.name) == true else { return false }
        // Two initial values (a default and an init assignment) would not compile as a let.
        let writes = file.index.scanReferences(to: property.name).filter(\.isWrite)
        for write in writes {
            let unit = file.index.units[write.file]
            let inInit = unit.tree.node(write.node).enclosingFunction.map { $0.kind == .initDecl } ?? false
            if !(inInit && write.enclosingType == owner.name) { return false }
            if node.initializerExpression != nil { return false }
        }
        return true
    }
}
