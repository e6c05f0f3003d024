import ActorfixIndex
import ActorfixSyntax

/// Questions every rule may ask the project's isolation inference (`IsolationGraph`), answered the
/// same way for all of them.
extension FileContext {
    /// Why the whole type should become `@MainActor`, or nil to annotate members one by one.
    public func inferredMainActorType(_ info: TypeInfo) -> (short: String, long: String)? {
        let file = self
        let graph = isolationGraph
        let node = file.index.node(info.declaration)
        guard info.kind != .protocol, file.index.explicitIsolation(of: node) == nil else { return nil }
        let settings = graph.targetSettings(ofFile: info.declaration.file)
        guard file.index.isolation(ofType: info, settings: settings).isolation == .nonisolated else { return nil }
        let summary = graph.summary(ofType: info)
        guard summary.blocker == nil else { return nil }
        if let first = summary.defaultValues.first {
            return ("\(first.summary)",
                    "\(info.name) is nonisolated, so its initializers are too, but \(graph.explain(first)): \"main actor-isolated default value in a nonisolated context\". Only @MainActor on the type fixes a default value; nothing uses \(info.name) off the main actor.")
        }
        let needing = summary.needing.count, total = summary.candidates.count
        guard needing > 0 else { return nil }
        let examples = summary.needing.prefix(3).compactMap { location in
            graph.needsMainActor[location].map { "'\(file.index.declarations[location]?.member.name ?? "?")' \(graph.explain($0))" }
        }.joined(separator: "; ")
        if let stored = summary.mainActorStorage.first {
            return ("it owns main-actor objects and \(needing) of its members need the main actor",
                    "\(info.name) holds main-actor objects (\(graph.explain(stored))) and \(needing) of its \(total) members use main-actor code (\(examples)); nothing uses \(info.name) off the main actor, so it is main-actor code, as people write it for the owners of windows, views and controllers.")
        }
        if isTestCase(info) {
            return ("it tests main-actor code",
                    "\(needing) of the test methods of \(info.name) use main-actor code (\(examples)). A @MainActor test case runs every test on the main actor, which is where XCTest runs them anyway.")
        }
        if total >= 2, Double(needing) / Double(total) > file.options.memberThreshold {
            return ("\(needing) of its \(total) members need the main actor",
                    "\(needing) of the \(total) members of \(info.name) whose isolation is open need the main actor (\(examples)), more than the threshold \(file.options.memberThreshold); nothing uses \(info.name) off the main actor, so the type is main-actor code.")
        }
        return nil
    }

    public func isTestCase(_ info: TypeInfo) -> Bool {
        var current: TypeInfo? = info
        var depth = 0
        while let type = current, depth < 16, let superclass = type.inheritedOnDeclaration.first {
            if superclass == "XCTestCase" || superclass == "XCTest.XCTestCase" { return true }
            current = index.lookupType(superclass, from: type.name)
            depth += 1
        }
        return false
    }

}
