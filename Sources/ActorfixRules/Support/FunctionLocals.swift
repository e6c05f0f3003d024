import Foundation
import ActorfixIndex
import ActorfixSyntax

/// One walk of a function's body, kept for every closure in it: its bindings, references and own
/// local declarations by name, in source order. Asking the body about each closure
/// walked it once per closure, so a function creating thousands of closures (generated code) took
/// minutes; a closure's questions are now answered from these lists. Derived from the tree alone,
/// so kept with the file's tree facts (see `Cache`).
final class FunctionLocals: @unchecked Sendable {
    let function: SyntaxNode
    /// `patternBinding` nodes by name, in walk order.
    let bindings: [String: [SyntaxNode]]
    /// `declReference` nodes by name, in walk order.
    let references: [String: [SyntaxNode]]
    /// The bindings of the function's own `var`s and `let`s by name (with their declaration, and
    /// for a name a tuple pattern binds, `let (promise, seal) = …`, its position in the tuple), and
    /// its local functions by name, in walk order: not those of a closure or function nested in it.
    let variables: [String: [(declaration: SyntaxNode, binding: SyntaxNode, element: Int?)]]
    let functions: [String: [SyntaxNode]]
    /// Where the last write of each name starts (asked lazily: deciding a write reads the parent;
    /// under the lock, as the table is shared by the threads asking about its file).
    private var lastWrites: [String: Int?] = [:]
    private let lock = NSLock()
    /// Where the last reference of each name starts.
    private let lastReferences: [String: Int]

    /// Whether `name` is referenced at or after `offset`: the last reference is, in one step (a
    /// walk of the references per closure was quadratic when every closure reads one local).
    func isReferenced(_ name: String, from offset: Int) -> Bool {
        lastReferences[name].map { $0 >= offset } ?? false
    }

    /// Whether `name` is assigned or mutated at or after `offset`.
    func isWritten(_ name: String, from offset: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        if lastWrites[name] == nil {
            lastWrites[name] = .some((references[name] ?? []).filter { ReferenceIndex.isWritten($0) }.map(\.byteRange.lowerBound).max())
        }
        return (lastWrites[name]!).map { $0 >= offset } ?? false
    }

    /// Whether `name` is assigned or mutated inside a closure of the function other than
    /// `closure`: that write may run at any time, also after a closure made later in the text
    /// (Then's `zip`: `t = a` in one queue's block, `(t, u)` read in the final one).
    /// (The writes inside closures are found once per name: asked per closure, a scan of the
    /// name's references was quadratic in a function whose thousands of closures read one var.)
    func isWrittenInAnotherClosure(_ name: String, than closure: SyntaxNode) -> Bool {
        lock.lock()
        let writes: [Int]
        if let known = closureWrites[name] {
            writes = known
        } else {
            writes = (references[name] ?? []).compactMap { reference in
                guard ReferenceIndex.isWritten(reference),
                      let enclosing = reference.nearestAncestor(where: { $0 == .closureExpr || $0.isFunctionLike }),
                      enclosing.kind == .closureExpr, function.byteRange.contains(enclosing.byteRange.lowerBound) else { return nil }
                return reference.byteRange.lowerBound
            }
            closureWrites[name] = writes
        }
        lock.unlock()
        return writes.contains { !closure.byteRange.contains($0) }
    }
    private var closureWrites: [String: [Int]] = [:]

    init(_ function: SyntaxNode) {
        self.function = function
        var bindings: [String: [SyntaxNode]] = [:]
        var references: [String: [SyntaxNode]] = [:]
        var declarations: [SyntaxNode] = []
        function.walk { node in
            switch node.kind {
            case .patternBinding:
                if let name = node.name { bindings[name, default: []].append(node) }
            case .declReference:
                if let name = node.name { references[name, default: []].append(node) }
            default:
                break
            }
            if node.kind == .variableDecl || node.kind == .funcDecl, node.index != function.index,
               node.nearestAncestor(where: { $0.isFunctionLike || $0 == .closureExpr })?.index == function.index {
                declarations.append(node)
            }
        }
        self.bindings = bindings
        self.references = references
        var variables: [String: [(declaration: SyntaxNode, binding: SyntaxNode, element: Int?)]] = [:]
        var functions: [String: [SyntaxNode]] = [:]
        for declaration in declarations {
            if declaration.kind == .funcDecl {
                if let name = declaration.name { functions[name, default: []].append(declaration) }
                continue
            }
            for binding in declaration.bindings {
                if let name = binding.name {
                    variables[name, default: []].append((declaration, binding, nil))
                } else if let names = FunctionLocals.tupleNames(of: binding) {
                    for (element, name) in names.enumerated() { if let name { variables[name, default: []].append((declaration, binding, element)) } }
                }
            }
        }
        self.variables = variables
        self.functions = functions
        lastReferences = references.mapValues { $0.map(\.byteRange.lowerBound).max() ?? -1 }
    }

    /// The names a flat tuple pattern binds, by position (`(rg, seal)`; nil for `_`); nil for any
    /// other pattern (a nested tuple, a label).
    static func tupleNames(of binding: SyntaxNode) -> [String?]? {
        binding.firstChild.flatMap(ProjectIndex.flatTupleNames(of:))
    }

    /// The tables of the functions asked about, for the closures of one file. Given the file's
    /// tree facts, the tables are kept there: the Sendable analysis and `sendable-closure-captures`
    /// ask about the same functions, and every round asks again about the files it did not edit.
    final class Cache {
        /// The tree facts of `tree`'s file: only its functions are kept there (tables are keyed
        /// by node).
        private let facts: (facts: TreeFacts, tree: SyntaxTree)?
        private var tables: [Int32: FunctionLocals] = [:]
        init() { facts = nil }
        init(_ facts: TreeFacts, of tree: SyntaxTree) { self.facts = (facts, tree) }
        func locals(of function: SyntaxNode) -> FunctionLocals {
            if let facts, function.tree === facts.tree {
                return facts.facts.value(FunctionLocals.self, node: function.index) { FunctionLocals(function) }
            }
            if let known = tables[function.index] { return known }
            let table = FunctionLocals(function)
            tables[function.index] = table
            return table
        }
    }
}
