import ActorfixIndex
import ActorfixSyntax

/// A call of a function of the run, found by its base name and argument labels (without
/// expression types, a call through a receiver of unknown type counts when name and labels fit).
public struct FunctionCallSite: Sendable {
    public let file: Int
    /// The `callExpr` node.
    public let call: Int32
    /// For each parameter of the function, the argument expression bound to it (nil: defaulted,
    /// or a trailing closure).
    public let arguments: [Int32?]
    /// Inside an `await`: a call that may hop to the callee's isolation domain.
    public let isAwaited: Bool
}

/// The call sites of some functions of the run, one list per name and parameter shape: without
/// expression types a call binds alike to every function of its name whose parameters read the
/// same, so those functions share one list (thousands of types each declaring `load()` cost each
/// call once, not once per type).
public struct CallSiteGroups: Sendable {
    /// Each group's sites, in call order (files, then source order).
    public let groups: [[FunctionCallSite]]
    /// The group of each function with at least one call.
    let groupOf: [DeclLocation: Int]

    /// The group a function's calls are in (nil: none found).
    public func group(of function: DeclLocation) -> Int? { groupOf[function] }

    /// A function's call sites.
    public subscript(function: DeclLocation) -> [FunctionCallSite] { groupOf[function].map { groups[$0] } ?? [] }
}

extension FileContext {
    /// The awaited and plain call sites of some functions and methods of the run, in one scan of
    /// every file; memoised per round as `analysis`.
    func callSites(of functions: [DeclLocation], as analysis: PreparedAnalysis) -> CallSiteGroups {
        let index = self.index
        return analysis.memo(in: index) { () -> CallSiteGroups in
            var byName: [String: [DeclLocation]] = [:]
            for location in functions {
                guard let member = index.declarations[location]?.member, member.kind == .function else { continue }
                byName[member.name, default: []].append(location)
            }
            guard !byName.isEmpty else { return CallSiteGroups(groups: [], groupOf: [:]) }
            let references = index.scanReferences(toAny: Set(byName.keys)).sorted { $0.key < $1.key }
            // Bound one name per task on all cores (a common name has many candidates and calls),
            // then gathered in name order: the order one pass would give.
            let candidatesByName = byName
            typealias Group = (sites: [FunctionCallSite], functions: [DeclLocation])
            let found = ParallelSlots<[Group]>(count: references.count)
            ParallelSlots<[Group]>.forEach(references.count) { i in
                let (name, list) = references[i]
                guard let candidates = candidatesByName[name], !list.isEmpty else { found.set(i, []); return }
                // Each candidate's parameters are read once, and candidates with the same
                // parameters (swift-syntax's hundreds of `visit(_:)`) share one binding per call
                // and one list of sites.
                var shapes: [[CallParameter]] = [], known: [[CallParameter]: Int] = [:]
                var functions: [[DeclLocation]] = []
                for location in candidates {
                    let shape = index.callParameters(at: location)
                    if let id = known[shape] { functions[id].append(location); continue }
                    known[shape] = shapes.count
                    shapes.append(shape)
                    functions.append([location])
                }
                var bound = [[FunctionCallSite]](repeating: [], count: shapes.count)
                for reference in list {
                    let tree = index.units[reference.file].tree
                    let callee = tree.node(reference.node)
                    guard let call = callee.parent, call.kind == .callExpr, call.firstChild == callee else { continue }
                    let arguments = FileContext.argumentShapes(of: call)
                    var isAwaited: Bool?  // asked once per call, not once per shape it binds to
                    for s in shapes.indices {
                        guard let binding = FileContext.bind(arguments, to: shapes[s]) else { continue }
                        let awaited = isAwaited ?? FileContext.isAwaited(call)
                        isAwaited = awaited
                        bound[s].append(FunctionCallSite(file: reference.file, call: call.index, arguments: binding, isAwaited: awaited))
                    }
                }
                found.set(i, zip(bound, functions).filter { !$0.0.isEmpty }.map { ($0.0, $0.1) })
            }
            var groups: [[FunctionCallSite]] = []
            var groupOf: [DeclLocation: Int] = [:]
            for named in found.values {
                for group in named {
                    for function in group.functions { groupOf[function] = groups.count }
                    groups.append(group.sites)
                }
            }
            return CallSiteGroups(groups: groups, groupOf: groupOf)
        }
    }

    /// A call's arguments: how they are written, and the expressions in parentheses.
    static func argumentShapes(of call: SyntaxNode) -> (written: CallArguments, expressions: [Int32?]) {
        (CallArguments(of: call), (call.firstChild(.argumentList)?.children(.argument) ?? []).map { $0.firstChild?.index })
    }

    /// The argument expression each parameter takes (nil: left out, or a trailing closure), as
    /// `CallArguments.bind` binds them; nil when the call does not fit, or passes a variadic
    /// parameter several values (one expression cannot stand for them all).
    static func bind(_ arguments: (written: CallArguments, expressions: [Int32?]), to parameters: [CallParameter]) -> [Int32?]? {
        guard let positions = arguments.written.bind(to: parameters) else { return nil }
        var bound: [Int32?] = Array(repeating: nil, count: parameters.count)
        for (argument, parameter) in positions.enumerated() {
            guard argument == 0 || positions[argument - 1] != parameter else { return nil }
            bound[parameter] = arguments.expressions[argument]
        }
        return bound
    }

    /// Whether an expression is inside an `await` of its statement.
    static func isAwaited(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let n = current {
            switch n.kind {
            case .awaitExpr: return true
            case .closureExpr, .codeBlock, .funcDecl, .initDecl, .variableDecl, .sourceFile: return false
            default: current = n.parent
            }
        }
        return false
    }

    /// Whether an argument is a value no other code holds (SE-0414's disconnected region): a
    /// literal, a case, a value constructed right there (`Query(page: 1)`, `.init(…)`), or a local
    /// constructed so in the caller and not used after the call. Passing it to another isolation
    /// domain compiles without Sendable; passing anything else (a property, a parameter) does not.
    static func isFresh(_ expression: SyntaxNode, call: SyntaxNode, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        switch expression.kind {
        case .literal, .stringLiteral, .implicitMember:
            return true
        case .arrayExpr, .dictionaryExpr:
            return expression.children.allSatisfy { isFresh($0, call: call, depth: depth + 1) }
        case .awaitExpr, .tryExpr:
            return expression.firstChild.map { isFresh($0, call: call, depth: depth + 1) } ?? false
        case .callExpr:
            guard let callee = expression.firstChild else { return false }
            switch callee.kind {
            case .implicitMember: return true
            case .declReference: return callee.name?.startsUppercase == true
            case .memberAccess:
                // `Mastodon.API.Query(…)`, `Query.init(…)`: a type's name, then maybe `init`.
                let parts = callee.text.split(separator: ".")
                return parts.allSatisfy { $0.startsUppercase || $0 == "init" }
            default: return false
            }
        case .declReference:
            guard let name = expression.name, let function = call.enclosingFunction ?? call.nearestAncestor(where: { $0 == .closureExpr }) else { return false }
            return isFreshLocal(name, in: function, before: call, depth: depth)
        default:
            return false
        }
    }

    /// A local `let`/`var` of the function, constructed fresh, not stored or passed anywhere
    /// before the call, and not named after it.
    private static func isFreshLocal(_ name: String, in function: SyntaxNode, before call: SyntaxNode, depth: Int) -> Bool {
        var declaredAt: Int?
        var declaredFresh = false
        var usedAfter = false
        var references: [SyntaxNode] = []
        let start = call.byteRange.lowerBound, end = call.byteRange.upperBound
        function.walk { node in
            if node.kind == .patternBinding, node.name == name, node.byteRange.upperBound <= start {
                declaredFresh = node.initializerExpression.map { isFresh($0, call: call, depth: depth + 1) } ?? false
                declaredAt = node.byteRange.upperBound
            } else if node.kind == .declReference, node.name == name {
                if node.byteRange.lowerBound >= end { usedAfter = true } else if node.byteRange.upperBound <= start { references.append(node) }
            }
        }
        guard declaredFresh, !usedAfter, let declaredAt else { return false }
        // Stored in a property (`self.client = client`) or passed to a call before it is sent: its
        // region is then merged with what holds it ("sending 'client' risks causing data races").
        return !references.contains { $0.byteRange.lowerBound >= declaredAt && escapesBeforeSending($0) }
    }

    /// A use that hands the value on: the right side of an assignment to a property, or an
    /// argument of a call.
    private static func escapesBeforeSending(_ reference: SyntaxNode) -> Bool {
        guard let parent = reference.parent else { return false }
        if parent.kind == .argument { return true }
        guard parent.kind == .sequenceExpr, let target = parent.firstChild, target.kind == .memberAccess, target.index != reference.index else { return false }
        return parent.directTokens.contains { parent.tree.tokens[Int($0)].kind == .equal }
    }
}
