@testable import ActorfixIndex
import ActorfixSyntax
import Testing

/// Which declarations of the run a call can be a call of, by its arguments alone (no types):
/// every parameter without a default value needs an argument (found on PromiseKit 8.2.0, whose
/// `extension DispatchQueue { func async<T>(_: PMKNamespacer, …, execute body:) }` took every
/// plain `q.async { }` of the project for a call of it).
@Suite("Call arguments: which parameters a call can bind")
struct CallArgumentsTests {
    /// The parameters of the first function of `source`, and the arguments of its first call.
    func bind(_ declaration: String, _ call: String) -> [Int]? {
        let tree = SyntaxTree.parse("\(declaration) {}\nfunc caller() { \(call) }\n", path: "A.swift")
        let function = tree.nodes(ofKinds: .funcDecl)[0]
        let callNode = tree.nodes(ofKinds: .callExpr)[0]
        return CallArguments(of: callNode).bind(to: CallParameter.of(function))
    }

    let promiseKitAsync = "func async<T>(_: PMKNamespacer, group: DispatchGroup? = nil, qos: DispatchQoS = .default, flags: DispatchWorkItemFlags = [], execute body: @escaping () throws -> T)"
    let dispatchAsync = "func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void)"

    @Test func aRequiredUnlabelledParameterNeedsAnArgument() {
        #expect(bind(promiseKitAsync, "q.async { }") == nil)
        #expect(bind(promiseKitAsync, "q.async(execute: { })") == nil)
        #expect(bind(promiseKitAsync, "q.async(group: g) { }") == nil)
        #expect(bind(promiseKitAsync, "q.async(.promise) { 1 }") == [0])
        #expect(bind(promiseKitAsync, "q.async(.promise, qos: .utility, execute: { 1 })") == [0, 2, 4])
        // Dispatch's own takes them all.
        #expect(bind(dispatchAsync, "q.async { }") == [])
        #expect(bind(dispatchAsync, "q.async(execute: work)") == [3])
        #expect(bind(dispatchAsync, "q.async(group: g, flags: .barrier) { }") == [0, 2])
        #expect(bind(dispatchAsync, "q.async(.promise) { }") == nil)
    }

    /// PromiseKit's `Optional<DispatchQueue>.async(flags:_:)`: `flags` has no default value.
    @Test func aRequiredLabelledParameterNeedsAnArgument() {
        let declaration = "func async(flags: DispatchWorkItemFlags?, _ body: @escaping () -> Void)"
        #expect(bind(declaration, "q.async { }") == nil)
        #expect(bind(declaration, "q.async(flags: flags) { }") == [0])
        #expect(bind(declaration, "q.async(flags: flags, { })") == [0, 1])
    }

    /// The unlabelled trailing closure takes one parameter that needs an argument, before the
    /// labelled ones; a parameter it cannot take (`[Int]`) or none at all does not fit.
    @Test func trailingClosuresTakeTheParametersLeft() {
        let twoClosures = "func run(operation: () -> Void, onCancel: @escaping () -> Void)"
        #expect(bind(twoClosures, "run { } onCancel: { }") == [])
        #expect(bind(twoClosures, "run { }") == nil)
        #expect(bind(twoClosures, "run(operation: { }) { }") == [0])
        let optionalFirst = "func load(progress: (() -> Void)? = nil, completion: () -> Void)"
        #expect(bind(optionalFirst, "load { }") == [])
        #expect(bind(optionalFirst, "load { } completion: { }") == [])
        #expect(bind(optionalFirst, "load(progress: p)") == nil)
        // A typealias may name a function type.
        #expect(bind("func fetch(_ id: Int, completion: @escaping Completion)", "fetch(1) { }") == [0])
        #expect(bind("func fetch(_ id: Int, completion: Completion?)", "fetch(1) { }") == [0])
        #expect(bind("func sum(_ values: [Int])", "sum { }") == nil)
        #expect(bind("func reload()", "reload { }") == nil)
        #expect(bind("func reload(animated: Bool = true)", "reload()") == [])
        // A defaulted parameter that may be a function type takes it; a standard value type never does.
        #expect(bind("func reload(animated: Handler = {})", "reload { }") == [])
        #expect(bind("func reload(animated: Bool = true)", "reload { }") == nil)
        #expect(bind("func reload(animated: Bool)", "reload()") == nil)
    }

    /// A trailing closure is no value of a generic parameter of the function, a type of the run
    /// or one the SDK knowledge describes (TCA's `receive(_:timeout nanoseconds: UInt64, …)` for
    /// `store.receive(\.response) { … }`); a typealias may be a function type.
    @Test func namedTypesTakeNoTrailingClosure() throws {
        let source = """
        struct Timeout {}
        typealias Completion = () -> Void
        func wait(_ action: Int, timeout nanoseconds: UInt64, assert: (() -> Void)? = nil) {}
        func expect(_ action: Int, timeout: Timeout) {}
        func receive<Value: Equatable>(_ action: Int, _ value: Value) {}
        func load(completion: Completion?) {}
        func caller() { wait(1) { }; expect(1) { }; receive(1) { }; load { } }

        """
        let units = [SourceUnit(tree: SyntaxTree.parse(source, path: "A.swift"), settings: swift6)]
        let index = ProjectIndex(units: units, sdk: try SDKKnowledge.bundled())
        let tree = index.units[0].tree
        let functions = tree.nodes(ofKinds: .funcDecl)
        let calls = tree.nodes(ofKinds: .callExpr)
        let fits = zip(functions.prefix(4), calls).map { CallArguments(of: $1).bind(to: index.callParameters(of: $0)) != nil }
        #expect(fits == [false, false, false, true])
    }

    @Test func aVariadicParameterTakesAnyNumberOfArguments() {
        let declaration = "func log(_ items: Any..., separator: String = \" \")"
        #expect(bind(declaration, "log()") == [])
        #expect(bind(declaration, "log(1)") == [0])
        #expect(bind(declaration, "log(1, 2, 3, separator: \",\")") == [0, 0, 0, 1])
        #expect(bind("func pair(_ a: Int, _ b: Int)", "pair(1, 2, 3)") == nil)
    }

    /// A closure passed to `DispatchQueue.main.async` is not passed to a project method
    /// `async(_:execute:)`, whose closure is `@Sendable`, for want of its first argument: it runs
    /// on the main queue, not off any actor. `scheduler.async(.later) { }` is a call of it.
    @Test func aPlainCallIsNotACallOfAProjectMethodWithARequiredArgument() {
        let source = """
        public enum Namespacer { case later }
        final class Scheduler {
            func async(_: Namespacer, execute body: @escaping @Sendable () -> Void) {}
        }
        func run(scheduler: Scheduler) {
            DispatchQueue.main.async { print(1) }
            scheduler.async(.later) { print(2) }
        }

        """
        let index = makeIndex([("A.swift", source)], settings: swift6)
        let closures = index.units[0].tree.nodes(ofKinds: .closureExpr)
        #expect(closures.count == 2)
        #expect(index.sendableParameter(of: closures[0], file: 0, sdk: .xcode26) == nil)
        #expect(index.sendableParameter(of: closures[1], file: 0, sdk: .xcode26)?.parameter == "execute")
    }

    /// The isolation inference's uses: `q.async { }` on a DispatchQueue is Dispatch's, not the
    /// run's `extension DispatchQueue { func async<T>(_: PMKNamespacer, …) }`.
    @Test func aPlainCallOnAnSDKTypeIsNotAUseOfItsExtensionMethodWithARequiredArgument() {
        let source = """
        import Dispatch
        public enum PMKNamespacer { case promise }
        extension DispatchQueue {
            func async<T>(_: PMKNamespacer, execute body: @escaping () -> T) {}
        }
        func plain(_ q: DispatchQueue) { q.async { print(1) } }
        func promise(_ q: DispatchQueue) { q.async(.promise) { 1 } }

        """
        let index = makeIndex([("A.swift", source)], settings: swift6)
        let graph = IsolationGraph(index: index, target: { $0 })
        func targets(of name: String) -> [String] {
            let location = index.declarations.first { $0.value.member.name == name && $0.value.type == nil }!.key
            return (graph.uses[location] ?? []).compactMap { use in
                guard case .declaration(let target) = use.target else { return nil }
                return index.externalMembers[target].map { "\($0.type).\($0.member.name)" }
            }
        }
        #expect(targets(of: "plain") == [])
        #expect(targets(of: "promise") == ["DispatchQueue.async"])
    }
}
