import ActorfixIndex
import ActorfixSyntax

/// Which of the run's types have values that cross an isolation boundary, and why: the types in
/// the signatures of actor methods, of `async` functions and of `sending` positions, and the
/// types stored in those (a struct crossing carries its fields along). Rules ask it whether a
/// Sendable conformance is needed, instead of each scanning signatures itself.
extension FileContext {
    /// Qualified type name → the first reason found ("parameter of actor method Store.add(_:)").
    public var typesCrossingBoundaries: [String: String] {
        let index = self.index
        return index.memo("sendable boundaries") {
            var crossing: [String: String] = [:]
            var queue: [String] = []
            func note(_ typeText: String, from context: String?, because reason: String) {
                for name in FileContext.typeNames(in: typeText) {
                    guard let info = index.lookupType(name, from: context), crossing[info.name] == nil else { continue }
                    crossing[info.name] = reason
                    queue.append(info.name)
                }
            }
            for (_, entry) in index.declarations.sorted(by: { ($0.key.file, $0.key.node) < ($1.key.file, $1.key.node) }) {
                let member = entry.member
                guard member.kind == .function || member.kind == .initializer else { continue }
                let decl = index.node(member.location)
                let owner = entry.type.flatMap { index.types[$0] }
                let parameters = decl.firstChild(.parameterClause)?.children(.parameter).compactMap {
                    ($0.firstChild(.typeAnnotation)?.firstChild(.type) ?? $0.firstChild(.type))?.text
                } ?? []
                let result = decl.firstChild(.returnClause)?.firstChild(.type)?.text
                let signature = parameters + (result.map { [$0] } ?? [])
                let label = "\(owner.map { $0.name + "." } ?? "")\(member.name)"
                let reason: String
                if owner?.kind == .actor && !decl.hasModifier("nonisolated") {
                    reason = "it is passed to or returned from actor method \(label)"
                } else if member.isAsync {
                    reason = "it is passed to or returned from async function \(label), which may run in another isolation domain"
                } else if signature.contains(where: { $0.hasPrefix("sending ") }) {
                    reason = "it is in a `sending` position of \(label)"
                } else { continue }
                // A closure parameter's own parameters cross only if the closure does: not decided here.
                for type in signature where !type.contains("->") { note(type, from: owner?.name, because: reason) }
            }
            // What a type declared Sendable stores must be Sendable too ("stored property 'x' of
            // 'Sendable'-conforming struct 'T' has non-Sendable type").
            for (name, info) in index.types.sorted(by: { $0.key < $1.key })
                where info.kind != .actor && info.kind != .protocol && info.allConformances.contains(where: { $0.hasSuffix("Sendable") && !$0.contains("@unchecked") }) {
                guard crossing[name] == nil else { continue }
                crossing[name] = "it is declared Sendable"
                queue.append(name)
            }
            // A crossing value carries its stored properties (and enum payloads) along.
            while let name = queue.popLast() {
                guard let info = index.types[name], info.kind == .struct || info.kind == .enum || info.kind == .class else { continue }
                let reason = crossing[name] == "it is declared Sendable"
                    ? "it is stored in \(name), which is declared Sendable" : "it is stored in \(name), which crosses an isolation boundary"
                for member in info.members where member.kind == .variable && member.isStored && !member.isStatic {
                    if let type = member.declaredType { note(type, from: name, because: reason) }
                }
                for member in info.members where member.kind == .enumCase {
                    guard let element = member.binding,
                          let payload = index.node(DeclLocation(file: member.location.file, node: element)).firstChild(.parameterClause) else { continue }
                    for parameter in payload.children(.parameter) {
                        if let type = (parameter.firstChild(.typeAnnotation)?.firstChild(.type) ?? parameter.firstChild(.type))?.text {
                            note(type, from: name, because: reason)
                        }
                    }
                }
            }
            return crossing
        }
    }

    /// The type names written in a type: `[String: Feed.Item]?` → `Feed.Item` (and `String`).
    static func typeNames(in text: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "." { current.append(character); continue }
            if !current.isEmpty { names.append(current) }
            current = ""
        }
        if !current.isEmpty { names.append(current) }
        return names.filter { $0.first?.isUppercase == true && $0 != "Self" }
    }
}
