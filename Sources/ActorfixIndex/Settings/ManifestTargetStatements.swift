import ActorfixSyntax

/// A target as a manifest declares it: its call's arguments, then what later statements set on
/// the constant holding it. `Target` is a class, so `pmk.path = "Sources"` after `let pmk: Target
/// = .target(name: "PromiseKit")` changes the target the package lists (PromiseKit's manifests).
struct TargetDeclaration {
    var name: String
    /// `target`, `executableTarget`, `testTarget` or `macro`.
    let kind: String
    /// Relative to the package; nil for SwiftPM's default folder.
    var path: String?
    var settingCalls: [SyntaxNode]
    /// False while `swiftSettings` is nil: `swiftSettings?.append(…)` then does nothing.
    var hasSwiftSettings: Bool
    /// `exclude:`, relative to the target's folder; empty when not written or not readable.
    var exclude: [String] = []
    /// `sources:`, relative to the target's folder; nil (every file under it) when not written or not readable.
    var sources: [String]? = nil

    var defaultFolder: String { kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)" }
    /// The `target.type` a `where` clause of a loop over `package.targets` compares with.
    var type: String { ["executableTarget": "executable", "testTarget": "test", "macro": "macro"][kind] ?? "regular" }
}

extension PackageManifestReader {
    static let targetFactories: Set<String> = ["target", "executableTarget", "testTarget", "macro"]
    /// The target properties actorfix reads; setting others (`dependencies`, `resources`) changes nothing it knows.
    static let readTargetProperties: Set<String> = ["name", "path", "swiftSettings", "exclude", "sources"]

    /// `.target(…)`, and `Target.target(…)`: a constant without a written type must name it.
    static func targetKind(_ call: SyntaxNode) -> String? {
        guard let callee = call.firstChild, let kind = callee.name, targetFactories.contains(kind) else { return nil }
        switch callee.kind {
        case .implicitMember:
            return kind
        case .memberAccess:
            let base = callee.firstChild?.text
            return base == "Target" || base == "PackageDescription.Target" ? kind : nil
        default:
            return nil
        }
    }

    static func targetDeclaration(_ call: SyntaxNode, lets: [String: SyntaxNode], constants: [String: SyntaxNode],
                                  problems: inout [String], path: String) -> TargetDeclaration? {
        guard let kind = targetKind(call), let arguments = call.firstChild(.argumentList)?.children(.argument) else { return nil }
        func argument(_ label: String) -> SyntaxNode? { arguments.first { $0.name == label }?.firstChild }
        guard let name = argument("name").flatMap(stringValue) else { return nil }
        let settings = argument("swiftSettings").flatMap { isNil($0) ? nil : $0 }
        var target = TargetDeclaration(name: name, kind: kind, path: argument("path").flatMap(stringValue),
                                       settingCalls: settings.map { resolveSettings($0, lets: lets, problems: &problems, path: path) } ?? [],
                                       hasSwiftSettings: settings != nil)
        for label in ["exclude", "sources"] {
            guard let value = argument(label), !isNil(value) else { continue }
            setPathList(label, to: [value], of: &target, at: value, constants: constants, problems: &problems, path: path)
        }
        return target
    }

    /// Sets `exclude` or `sources` to the paths `values` (the operands of a `+` chain) spell; when
    /// they cannot be read, reports it and leaves the target whole (`unreadPathList`).
    static func setPathList(_ property: String, to values: [SyntaxNode], of target: inout TargetDeclaration, at node: SyntaxNode,
                            constants: [String: SyntaxNode], problems: inout [String], path: String) {
        var paths: [String] = []
        for value in values {
            guard let list = stringList(value, constants: constants) else {
                let text = oneLine(values.map(\.text).joined(separator: " + "))
                problems.append("\(path):\(node.location.line): \(property) '\(text.prefix(40))' of target '\(target.name)' cannot be read without running the manifest; \(unreadPathList(property, of: &target))")
                return
            }
            paths += list
        }
        if property == "exclude" { target.exclude = paths } else { target.sources = paths }
    }

    /// `PrivacyInfo.xcprivacy`, `README.md`: a name with an extension, not `.swift`.
    static func isOtherThanSwiftFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return name[name.index(after: dot)...] != "swift"
    }

    /// What an unreadable `exclude` or `sources` leaves: every file under the target's folder, as
    /// before these were read (a guess could take files from the target that it compiles).
    static func unreadPathList(_ property: String, of target: inout TargetDeclaration) -> String {
        if property == "exclude" {
            target.exclude = []
            return "nothing is taken as excluded"
        }
        target.sources = nil
        return "every file under its folder is taken as its source"
    }

    /// An array literal of string literals, a top-level `let` holding one, or a `+` of those.
    /// Also `c ? a : b` when `a` and `b` differ only in files other than Swift files (swift-nio's
    /// `includePrivacyManifest ? [] : ["PrivacyInfo.xcprivacy"]`): the paths both name.
    static func stringList(_ node: SyntaxNode, constants: [String: SyntaxNode], depth: Int = 0) -> [String]? {
        // Names that refer to each other (`let a = b; let b = a`) end here rather than recursing.
        guard depth < 16 else { return nil }
        switch node.kind {
        case .arrayExpr:
            let strings = node.children.compactMap(stringValue)
            return strings.count == node.children.count ? strings : nil
        case .declReference:
            return node.name.flatMap { constants[$0] }.flatMap { stringList($0, constants: constants, depth: depth + 1) }
        case .sequenceExpr where node.children.count == 3 && node.children[1].kind == .ternaryExpr:
            let parts = node.children
            guard let yes = parts[1].firstChild.flatMap({ stringList($0, constants: constants, depth: depth + 1) }),
                  let no = stringList(parts[2], constants: constants, depth: depth + 1) else { return nil }
            let both = Set(yes).intersection(no)
            return Set(yes).symmetricDifference(no).allSatisfy(isOtherThanSwiftFile) ? yes.filter(both.contains) : nil
        case .sequenceExpr:
            guard node.directTokens.allSatisfy({ node.tree.text($0) == "+" }) else { return nil }
            var strings: [String] = []
            for part in node.children {
                guard let list = stringList(part, constants: constants, depth: depth + 1) else { return nil }
                strings += list
            }
            return strings
        default:
            return nil
        }
    }

    /// Applies, in source order, the top-level statements that set a property of a target held in a
    /// top-level constant: `x.path = "…"`, `x.name = "…"`, `x.swiftSettings = […]`,
    /// `x.swiftSettings?.append(…)` (or `append(contentsOf:)`), `x.exclude = […]`, `x.sources =
    /// […]`. Any other change to these properties (inside an `if`, `+=`) is reported: only running
    /// the manifest could tell; an `exclude` or `sources` so changed is not read at all.
    static func applyTargetStatements(_ root: SyntaxNode, to targets: inout [TargetDeclaration], targetOfCall: [Int32: Int],
                                      lets: [String: SyntaxNode], constants: [String: SyntaxNode], problems: inout [String], path: String) {
        let items = root.itemsFlatteningIfConfig
        var bound: [String: [Int]] = [:]
        for item in items where item.kind == .variableDecl {
            for binding in item.bindings {
                guard let name = binding.name, let value = binding.initializerExpression, let target = targetOfCall[value.index] else { continue }
                bound[name, default: []].append(target)
            }
        }
        guard !bound.isEmpty else { return }
        var applied = Set<Int32>()
        for item in items {
            guard let statement = targetStatement(item), let constant = statement.member.firstChild?.name, let indices = bound[constant] else { continue }
            applied.insert(statement.member.index)
            for i in indices {
                applyStatement(statement, to: &targets[i], lets: lets, constants: constants, problems: &problems, path: path)
            }
        }
        for member in root.descendants(.memberAccess) where !applied.contains(member.index) {
            guard let property = member.name, readTargetProperties.contains(property), let base = member.firstChild, base.kind == .declReference,
                  let constant = base.name, let indices = bound[constant], isWritten(member), !isShadowedByLoop(member, constant) else { continue }
            var left = "it is not applied"
            if property == "exclude" || property == "sources" {
                for i in indices { left = unreadPathList(property, of: &targets[i]) }
            }
            problems.append("\(path):\(member.location.line): '\(member.text)' is set in a way that cannot be read without running the manifest; \(left)")
        }
    }

    /// A statement setting a target property: `member = a + b`, or `member?.append(value)`.
    struct TargetStatement {
        let member: SyntaxNode
        /// What is assigned, the operands of a `+` chain; or the one argument of `append`.
        let values: [SyntaxNode]
        /// Appends to `swiftSettings` (one setting, or a list with `contentsOf:`).
        let appends: Bool
        let appendsList: Bool
    }

    static func targetStatement(_ item: SyntaxNode) -> TargetStatement? {
        switch item.kind {
        case .sequenceExpr:
            // `a = b + c` is one flat sequence: `=` first, then only `+` between the operands.
            let parts = item.children, operators = item.directTokens
            guard parts.count >= 2, isTargetMember(parts[0]), operators.count == parts.count - 1,
                  item.tree.tokens[Int(operators[0])].kind == .equal,
                  operators.dropFirst().allSatisfy({ item.tree.text($0) == "+" }) else { return nil }
            return TargetStatement(member: parts[0], values: Array(parts.dropFirst()), appends: false, appendsList: false)
        case .callExpr:
            guard let callee = item.firstChild, callee.kind == .memberAccess, callee.name == "append",
                  let receiver = callee.firstChild, receiver.kind == .postfixExpr, let member = receiver.firstChild,
                  isTargetMember(member), member.name == "swiftSettings",
                  let arguments = item.firstChild(.argumentList)?.children(.argument), arguments.count == 1,
                  let value = arguments[0].firstChild else { return nil }
            let label = arguments[0].name
            guard label == nil || label == "contentsOf" else { return nil }
            return TargetStatement(member: member, values: [value], appends: true, appendsList: label == "contentsOf")
        default:
            return nil
        }
    }

    /// `x.path`, `x.swiftSettings`: a property actorfix reads, of a plain name.
    static func isTargetMember(_ node: SyntaxNode) -> Bool {
        node.kind == .memberAccess && node.firstChild?.kind == .declReference && readTargetProperties.contains(node.name ?? "")
    }

    static func applyStatement(_ statement: TargetStatement, to target: inout TargetDeclaration, lets: [String: SyntaxNode],
                               constants: [String: SyntaxNode], problems: inout [String], path: String) {
        let values = statement.values, member = statement.member
        switch member.name {
        case "sources" where values.count == 1 && isNil(values[0]):
            target.sources = nil
        case "exclude", "sources":
            setPathList(member.name!, to: values, of: &target, at: member, constants: constants, problems: &problems, path: path)
        case "path" where values.count == 1 && isNil(values[0]):
            target.path = nil
        case "path", "name":
            guard values.count == 1, let text = stringValue(values[0]) else {
                let text = values.map(\.text).joined(separator: " + ")
                problems.append("\(path):\(member.location.line): '\(member.text)' is set to '\(text.prefix(40))', which cannot be read without running the manifest; it is not applied")
                return
            }
            if member.name == "path" { target.path = text } else { target.name = text }
        case "swiftSettings" where statement.appends:
            // `?.append` on nil settings does nothing (and `!.append` stops the manifest).
            guard target.hasSwiftSettings else { return }
            target.settingCalls += statement.appendsList ? resolveSettings(values[0], lets: lets, problems: &problems, path: path)
                                                         : [values[0]].filter { $0.kind == .callExpr && isSettingCall($0) }
        case "swiftSettings" where values.count == 1 && isNil(values[0]):
            target.hasSwiftSettings = false
            target.settingCalls = []
        case "swiftSettings":
            // `(x.swiftSettings ?? []) + […]` keeps what the target had.
            let current = target.settingCalls
            target.settingCalls = values.flatMap { value in
                isCurrentSettings(value, of: member) ? current : resolveSettings(value, lets: lets, problems: &problems, path: path)
            }
            target.hasSwiftSettings = true
        default:
            break
        }
    }

    /// `(x.swiftSettings ?? [])` or `x.swiftSettings!`, where `x.swiftSettings` is `member`.
    static func isCurrentSettings(_ node: SyntaxNode, of member: SyntaxNode) -> Bool {
        var node = node
        if node.kind == .tupleExpr, node.children.count == 1, let inner = node.firstChild?.firstChild, node.firstChild?.name == nil { node = inner }
        let same = { (candidate: SyntaxNode?) in candidate?.kind == .memberAccess && candidate?.text == member.text }
        if node.kind == .postfixExpr, node.directTokens.count == 1, node.tree.text(node.directTokens[0]) == "!" { return same(node.firstChild) }
        guard node.kind == .sequenceExpr else { return false }
        let parts = node.children
        return parts.count == 2 && same(parts[0]) && parts[1].kind == .arrayExpr && parts[1].children.isEmpty
            && node.directTokens.map { node.tree.text($0) } == ["??"]
    }

    /// Assigned (`x.path = …`, `x.path += …`) or changed by a method (`x.swiftSettings?.append(…)`).
    static func isWritten(_ member: SyntaxNode) -> Bool {
        guard let parent = member.parent else { return false }
        if parent.kind == .sequenceExpr, parent.firstChild == member, let first = parent.directTokens.first {
            let op = parent.tree.text(first)
            return op == "=" || (op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op))
        }
        let receiver = parent.kind == .postfixExpr ? parent : member
        guard let call = receiver.parent, call.kind == .memberAccess, call.firstChild == receiver else { return false }
        return call.parent?.kind == .callExpr && call.parent?.firstChild == call
    }

    /// Inside `for target in package.targets`, `target` is the loop's, not a constant's.
    static func isShadowedByLoop(_ node: SyntaxNode, _ name: String) -> Bool {
        node.ancestors.contains { $0.kind == .forStmt && $0.firstChild(.pattern)?.name == name }
    }

    static func isNil(_ node: SyntaxNode) -> Bool { node.kind == .literal && node.name == "nil" }
}
