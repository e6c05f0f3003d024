import ActorfixIndex
import ActorfixSyntax

/// XCTest's blocking `wait(for:timeout:)` cannot be called from an `async` test; its async
/// counterpart `fulfillment(of:timeout:enforceOrder:)` can.
public struct XCTestAsyncWait: Rule {
    public init() {}
    public let id = "xctest-async-wait"
    public let preparedReads = PreparedReads.none
    public let summary = "Replace XCTest's wait(for:timeout:) in async tests with await fulfillment(of:timeout:)"
    public let rationale = """
        In an `async` test method, Swift 6 rejects XCTest's blocking wait: "instance method 'wait' is \
        unavailable from asynchronous contexts; Use await fulfillment(of:timeout:enforceOrder:) instead" (a \
        warning in Swift 5). Blocking a thread of the cooperative pool can starve the very tasks that would \
        fulfill the expectations. `await fulfillment(of:timeout:enforceOrder:)` (XCTest 14.3, swift-corelibs-xctest \
        5.9) waits for the same expectations with the same timeout and order, suspending instead of blocking, so \
        actorfix rewrites the call in place. `waitForExpectations(timeout:)` has no async form: it is reported, \
        with the expectations to pass to `fulfillment(of:)`. Calls inside closures and synchronous tests are left alone.
        """
    public let proposals = ["SE-0296", "SE-0340"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "func testLoad() async {\n    let done = expectation(description: \"load\")\n    loader.load { done.fulfill() }\n    wait(for: [done], timeout: 1)\n}\n",
        after: "func testLoad() async {\n    let done = expectation(description: \"load\")\n    loader.load { done.fulfill() }\n    await fulfillment(of: [done], timeout: 1)\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        // Only calls named `wait` or `waitForExpectations` concern it.
        guard file.tree.bytesContain("wait"), file.tree.root.children(.importDecl).contains(where: { $0.text.containsText("XCTest") }) else { return [] }
        var changes: [Change] = []
        for call in file.tree.nodes(ofKinds: .callExpr) {
            guard let (nameToken, name) = waitCallee(call, file: file), runsInAsyncMethod(call) else { continue }
            let arguments = call.firstChild(.argumentList)?.children(.argument) ?? []
            let anchor = call.byteRange.lowerBound
            if name == "waitForExpectations" {
                changes.append(change(file, [], message: "waitForExpectations(timeout:) blocks an async test (review: use await fulfillment(of:timeout:) with the expectations)",
                                      reason: "Swift 6 rejects it in an async test (\"instance method 'waitForExpectations' is unavailable from asynchronous contexts\" with Apple's XCTest; on Linux \"main actor-isolated instance method 'waitForExpectations(timeout:file:line:handler:)' cannot be called from outside of the actor\"). It has no async form: keep the expectations this test creates in variables and write `await fulfillment(of: [e1, e2], timeout: …)`, or make the test synchronous.",
                                      safety: .review, at: anchor))
                continue
            }
            let labels = arguments.map { $0.name ?? "_" }
            guard labels.first == "for", labels.contains("timeout"), let forLabel = arguments.first?.mainToken else { continue }
            var edits = [Edit.insert("await ", at: anchor),
                         EditBuilders.replaceToken(nameToken, in: file.tree, with: "fulfillment"),
                         EditBuilders.replaceToken(forLabel, in: file.tree, with: "of")]
            // `self.wait(…)` becomes `await self.fulfillment(…)`; an `await` already there stays the only one.
            if call.parent?.kind == .awaitExpr { edits.removeFirst() }
            changes.append(change(file, edits, message: "await fulfillment(of:timeout:) instead of the blocking wait(for:timeout:) in an async test",
                                  reason: "Swift 6: \"instance method 'wait' is unavailable from asynchronous contexts; Use await fulfillment(of:timeout:enforceOrder:) instead\". It waits for the same expectations, with the same timeout and order, suspending the test instead of blocking a thread of the cooperative pool.",
                                  at: anchor))
        }
        return changes
    }

    /// `wait(…)`, `self.wait(…)`, `waitForExpectations(…)`: the name token and name.
    private func waitCallee(_ call: SyntaxNode, file: FileContext) -> (Int32, String)? {
        guard let callee = call.firstChild, let name = callee.name, name == "wait" || name == "waitForExpectations",
              let token = callee.mainToken else { return nil }
        switch callee.kind {
        case .declReference:
            return (token, name)
        case .memberAccess:
            guard let base = callee.firstChild, base.kind == .declReference,
                  base.mainToken.map({ file.tree.tokens[Int($0)].keyword == .self }) == true else { return nil }
            return (token, name)
        default:
            return nil
        }
    }

    /// Directly in an `async` method: not inside a closure, which is a context of its own.
    private func runsInAsyncMethod(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.kind == .closureExpr { return false }
            if ancestor.kind.isFunctionLike { return ancestor.kind == .funcDecl && ancestor.isAsync }
            current = ancestor.parent
        }
        return false
    }
}
