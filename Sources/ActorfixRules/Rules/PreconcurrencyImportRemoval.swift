import ActorfixIndex
import ActorfixSyntax

/// An existing `@preconcurrency import M` that may have no effect any more: every type of `M`
/// the file names is Sendable or isolated to a global actor in the modelled SDK, protocols of `M`
/// appear only as conformances, and the file names no type actorfix knows nothing about (which
/// could come from `M` too). Reported, never removed: actorfix does not see every type of `M`,
/// and Swift 6.3.1 says nothing about an unused `@preconcurrency import` (no warning, no remark,
/// checked), so the only proof is a build without the attribute.
extension PreconcurrencyImport {
    func removableImports(_ file: FileContext, imports: [SyntaxNode]) -> [Change] {
        let sdk = file.index.sdk
        var changes: [Change] = []
        for item in imports where item.hasAttribute("preconcurrency") {
            // Toolchain modules are left alone: `@preconcurrency import Foundation` often stands for
            // the C globals it re-exports (`stderr` on Linux), which actorfix has no facts about.
            guard let module = item.name, !PreconcurrencyImport.auditedModules.contains(module) else { continue }
            let moduleTypes = Set(sdk.files.filter { $0.module == module }.flatMap(\.types).map(\.name))
            guard !moduleTypes.isEmpty, let named = namedTypes(of: moduleTypes, in: file, skipping: item) else { continue }
            let facts = named.compactMap { sdk.type($0, in: file.target.sdk) }
            guard !named.isEmpty, facts.count == named.count,
                  facts.allSatisfy({ $0.sendable == true || $0.isolation != nil || ($0.kind == "protocol" && conformanceOnly($0.name, in: file)) }),
                  !namesUnknownType(file) else { continue }
            let list = named.sorted().joined(separator: ", ")
            changes.append(change(file, [],
                                  message: "'@preconcurrency import \(module)' may have no effect: every \(module) type this file uses is Sendable or main-actor (review)",
                                  reason: "SE-0337: `@preconcurrency` on an import only relaxes Sendable checking of that module's types. In the \(file.target.sdk.rawValue) SDK that actorfix models, what this file uses from \(module) (\(list)) is Sendable or isolated to a global actor, and protocols appear only as conformances, so the attribute likely changes nothing; keeping it would also hide a real problem if \(module) later marks a type non-Sendable. Swift 6.3.1 does not report an unused `@preconcurrency import` (no warning or remark), so remove it and build to be sure; actorfix does not remove it, since it does not see every type of \(module).",
                                  safety: .review, at: item.byteRange.lowerBound))
        }
        return changes
    }

    /// The names of `moduleTypes` written in the file outside `skipping` (the import itself).
    private func namedTypes(of moduleTypes: Set<String>, in file: FileContext, skipping item: SyntaxNode) -> Set<String>? {
        var named: Set<String> = []
        let tree = file.tree
        let skip = item.firstToken..<item.endToken
        for i in tree.tokens.indices where tree.tokens[i].kind == .identifier && !skip.contains(Int32(i)) {
            let name = tree.identifierName(Int32(i))
            if moduleTypes.contains(name) { named.insert(name) }
        }
        return named
    }

    /// Whether every use of a protocol is in an inheritance clause (a conformance, not a value).
    private func conformanceOnly(_ name: String, in file: FileContext) -> Bool {
        let tree = file.tree
        for i in tree.tokens.indices where tree.tokens[i].kind == .identifier && tree.identifierName(Int32(i)) == name {
            let node = tree.innermostNode(containing: Int32(i))
            if node.kind != .inheritanceClause && node.nearestAncestor(where: { $0 == .inheritanceClause }) == nil { return false }
        }
        return true
    }

    /// Whether a written type names something neither the project, the SDK knowledge nor the
    /// standard library declares: it could come from the module, unseen.
    private func namesUnknownType(_ file: FileContext) -> Bool {
        var unknown = false
        let generics = Set(file.tree.nodes.indices.compactMap { i -> String? in
            file.tree.nodes[i].kind == .genericParameter ? file.tree.node(Int32(i)).name : nil
        })
        file.tree.root.walk { node in
            guard !unknown, node.kind == .type else { return }
            for token in node.directTokens where file.tree.tokens[Int(token)].kind == .identifier {
                let name = file.tree.identifierName(token)
                // NSObject comes with every SDK module (a root class, not from the module in question).
                guard name.startsUppercase, !generics.contains(name), !PreconcurrencyImport.standardNames.contains(name),
                      name != "NSObject", name != "NSObjectProtocol",
                      !FileContext.standardSendableTypes.contains(name), file.index.lookupType(name, from: nil) == nil,
                      !file.index.types.keys.contains(where: { $0.hasSuffix("." + name) }),
                      file.index.sdk.type(name, in: file.target.sdk) == nil, file.index.typealiases[name] == nil else { continue }
                unknown = true
                return
            }
        }
        return unknown
    }
}
