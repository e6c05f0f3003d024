import ActorfixSyntax

/// Turns a module interface (`.swiftinterface`) into SDK knowledge: isolated and Sendable types,
/// members isolated on their own, property wrappers with isolated `wrappedValue`, and functions
/// taking `@Sendable` closures. What an interface cannot show (which requirements SwiftUI calls
/// off the main thread) stays hand-written.
public enum InterfaceImporter {
    public static func importInterface(_ tree: SyntaxTree, moduleName: String? = nil) -> SDKKnowledgeFile {
        var state = State(tree: tree)
        state.visit(tree.root.itemsFlatteningIfConfig, container: nil)
        let module = moduleName ?? moduleNameFromFlags(tree) ?? moduleNameFromPath(tree.path) ?? "Module"
        var types: [TypeFact] = []
        for name in state.typeOrder {
            guard var fact = state.types[name] else { continue }
            if state.sendableByExtension.contains(name) { fact.sendable = true }
            if let members = state.memberIsolation[name], !members.isEmpty { fact.memberIsolation = members }
            types.append(fact)
        }
        // Sendable conformances added to types declared elsewhere (`extension Int: Sendable`).
        for name in state.sendableByExtension.sorted() where state.types[name] == nil {
            types.append(TypeFact(name: name, kind: "struct", sendable: true, note: "Sendable by extension; kind not known from this interface"))
        }
        return SDKKnowledgeFile(module: module, description: "Imported from \(tree.path) by actorfix sdk import",
                                types: types, propertyWrappers: state.wrappers, sendableClosureParameters: state.closures)
    }

    static func moduleNameFromFlags(_ tree: SyntaxTree) -> String? {
        let text = String(decoding: tree.bytes.prefix(4096), as: UTF8.self)
        guard let range = text.range(of: "-module-name ") else { return nil }
        let rest = text[range.upperBound...]
        return rest.prefix { !$0.isWhitespace }.description
    }

    static func moduleNameFromPath(_ path: String) -> String? {
        for component in path.split(separator: "/").reversed() where component.hasSuffix(".swiftmodule") {
            return String(component.dropLast(".swiftmodule".count))
        }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".swiftinterface") ? String(file.dropLast(".swiftinterface".count)) : nil
    }

    private struct State {
        let tree: SyntaxTree
        var types: [String: TypeFact] = [:]
        var typeOrder: [String] = []
        var memberIsolation: [String: [String: String]] = [:]
        var sendableByExtension = Set<String>()
        var wrappers: [PropertyWrapperFact] = []
        var closures: [ClosureParameterFact] = []
        var globalActors: Set<String> = ["MainActor"]

        init(tree: SyntaxTree) {
            self.tree = tree
            for i in tree.nodes.indices where tree.nodes[i].kind.isTypeDeclaration {
                let node = tree.node(Int32(i))
                if node.hasAttribute("globalActor"), let name = node.name { globalActors.insert(name) }
            }
        }

        /// The global actor a declaration is isolated to, as the index reads it.
        func isolation(_ node: SyntaxNode) -> String? {
            if case .globalActor(let actor)? = Isolation.explicit(on: node, globalActors: globalActors) { return actor }
            return nil
        }

        static func isSendable(_ names: [String]) -> Bool {
            names.contains { $0 == "Sendable" || $0 == "Swift.Sendable" }
        }

        mutating func visit(_ items: [SyntaxNode], container: String?) {
            for item in items {
                switch item.kind {
                case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl:
                    guard let simple = item.name, let kind = TypeKind(item.kind) else { continue }
                    let name = container.map { $0 + "." + simple } ?? simple
                    let inherited = item.inheritedTypeNames
                    var fact = TypeFact(name: name, kind: kind.rawValue, isolation: isolation(item),
                                        preconcurrency: item.hasAttribute("preconcurrency") && isolation(item) != nil ? true : nil,
                                        sendable: State.isSendable(inherited) || kind == .actor ? true : nil)
                    if kind == .class, let first = inherited.first, !State.isSendable([first]) { fact.superclass = first }
                    // A protocol's requirement base names: callback rules need them to find witnesses
                    // (a third-party `GiphyDelegate`), and an `@objc` one takes `@preconcurrency P`.
                    if kind == .protocol {
                        let names = item.memberDeclarations.compactMap { member -> String? in
                            switch member.kind {
                            case .funcDecl, .subscriptDecl: return member.name
                            case .variableDecl: return member.bindings.first?.name
                            case .initDecl: return "init"
                            default: return nil
                            }
                        }
                        var seen = Set<String>()
                        let unique = names.filter { seen.insert($0).inserted }
                        if !unique.isEmpty { fact.requirements = unique }
                        if item.hasAttribute("objc") { fact.objcProtocol = true }
                    }
                    if types[name] == nil { typeOrder.append(name) }
                    types[name] = fact
                    if item.hasAttribute("propertyWrapper") {
                        let wrapped = item.memberDeclarations.first { $0.kind == .variableDecl && $0.bindings.contains { $0.name == "wrappedValue" } }
                        wrappers.append(PropertyWrapperFact(name: name, wrappedValueIsolation: wrapped.flatMap { isolation($0) } ?? fact.isolation))
                    }
                    visitMembers(item.memberDeclarations, of: name, typeIsolated: fact.isolation != nil)
                case .extensionDecl:
                    guard let extended = item.firstChild(.type)?.typeBaseName else { continue }
                    let name = stripModule(extended)
                    if State.isSendable(item.conformedTypeNames) { sendableByExtension.insert(name) }
                    visitMembers(item.memberDeclarations, of: name, typeIsolated: isolation(item) != nil || types[name]?.isolation != nil)
                case .funcDecl:
                    recordClosures(item, receiver: container, isStatic: false)
                default:
                    break
                }
            }
        }

        func stripModule(_ name: String) -> String {
            // `Swift.Array` → `Array`; keep nested names of this module (`Task.Handle`) intact.
            let parts = name.split(separator: ".")
            guard parts.count > 1, types[name] == nil else { return name }
            let rest = parts.dropFirst().joined(separator: ".")
            if types[rest] != nil || ["Swift", "_Concurrency", "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine", "Dispatch"].contains(String(parts[0])) {
                return rest
            }
            return name
        }

        mutating func visitMembers(_ members: [SyntaxNode], of type: String, typeIsolated: Bool) {
            for member in members {
                if member.kind.isTypeDeclaration && member.kind != .extensionDecl {
                    visit([member], container: type)
                    continue
                }
                if !typeIsolated, let actor = isolation(member) {
                    for name in memberNames(member) { memberIsolation[type, default: [:]][name] = actor }
                }
                if member.kind == .funcDecl || member.kind == .initDecl {
                    recordClosures(member, receiver: type, isStatic: member.isStatic)
                }
            }
        }

        func memberNames(_ member: SyntaxNode) -> [String] {
            switch member.kind {
            case .variableDecl: return member.bindings.compactMap(\.name)
            case .funcDecl: return member.name.map { [$0] } ?? []
            case .initDecl: return ["init"]
            case .subscriptDecl: return ["subscript"]
            default: return []
            }
        }

        mutating func recordClosures(_ function: SyntaxNode, receiver: String?, isStatic: Bool) {
            let parameters = function.parameterNodes
            let labels = parameters.map { $0.parameterLabelAndName?.label ?? "_" }
            for parameter in parameters {
                guard let type = parameter.firstChild(.typeAnnotation)?.firstChild(.type) else { continue }
                guard typeHasSendableFunction(type) else { continue }
                let label = parameter.parameterLabelAndName?.label ?? "_"
                let inherits = type.attributes.contains { $0.name == "_inheritActorContext" }
                    || parameter.attributes.contains { $0.name == "_inheritActorContext" }
                closures.append(ClosureParameterFact(function: function.kind == .initDecl ? "init" : function.name ?? "",
                                                     labels: labels, parameter: label, receiver: receiver,
                                                     isStatic: isStatic ? true : nil, inheritsActorContext: inherits ? true : nil))
            }
        }

        /// `@Sendable` on the parameter's function type (possibly under `@escaping`, optional or
        /// parenthesized), or a `sending` function type: since SE-0430 `Task.detached` and
        /// `addTask` take `sending @isolated(any)` closures, which also run off the caller's actor.
        func typeHasSendableFunction(_ type: SyntaxNode) -> Bool {
            if type.attributes.contains(where: { $0.name == "Sendable" }) { return true }
            if type.directTokens.contains(where: { tree.tokens[Int($0)].keyword == .sending }),
               type.directTokens.contains(where: { tree.tokens[Int($0)].kind == .arrow }) || type.children(.type).contains(where: { $0.directTokens.contains { tree.tokens[Int($0)].kind == .arrow } }) {
                return true
            }
            // `(@Sendable () -> Void)?` — one level of parentheses.
            let nested = type.children(.type)
            return nested.count == 1 && nested[0].attributes.contains { $0.name == "Sendable" }
        }
    }
}
