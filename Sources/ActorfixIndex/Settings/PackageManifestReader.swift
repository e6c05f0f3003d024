import ActorfixSyntax
import Foundation

/// Reads the isolation-relevant settings of a `Package.swift` from its syntax tree: the manifest
/// is never executed. What cannot be resolved statically is reported, not guessed.
public enum PackageManifestReader {
    public struct Result: Sendable {
        public var groups: [SettingsGroup] = []
        public var problems: [String] = []
    }

    public static func read(path: String) -> Result {
        do {
            let bytes = try SourceFile.read(path: path)
            return read(bytes: bytes, path: path)
        } catch {
            return Result(groups: [], problems: ["\(error)"])
        }
    }

    public static func read(bytes: [UInt8], path: String) -> Result {
        var result = Result()
        let tree = SyntaxTree.parse(bytes, path: path)
        let folder = PathText.parent(of: path)
        let manifest = path.split(separator: "/").last.map(String.init) ?? "Package.swift"
        func origin(_ node: SyntaxNode, _ what: String) -> String { "\(manifest):\(node.location.line) \(what)" }

        // Tools version: the first line. SwiftPM 6.0 and later default to the Swift 6 mode.
        let text = String(decoding: bytes.prefix(200), as: UTF8.self)
        var toolsVersion = "5.0"
        if let range = text.range(of: "swift-tools-version:") {
            toolsVersion = String(text[range.upperBound...].prefix { $0 == " " || $0 == "." || $0.isNumber }).trimmingCharacters(in: .whitespaces)
        } else {
            result.problems.append("\(path): no '// swift-tools-version:' line; assuming 5.0")
        }
        let toolsMajor = Int(toolsVersion.split(separator: ".").first ?? "5") ?? 5
        var base = SwiftSettings(languageMode: toolsMajor >= 6 ? 6 : 5)
        base.toolsVersion = toolsVersion
        var baseSources = [SettingSource(setting: "languageMode", value: "\(base.languageMode)",
                                         origin: "\(manifest):1 swift-tools-version \(toolsVersion)")]

        // Top-level `let name = [...]` arrays, for `swiftSettings: name`, and computed `var name:
        // [SwiftSetting] { [...] }` (Vapor's), kept as their getter.
        // `let` alone for `exclude:` and `sources:` lists: a `var` may gain paths later.
        var lets: [String: SyntaxNode] = [:], constants: [String: SyntaxNode] = [:]
        for item in tree.root.itemsFlatteningIfConfig where item.kind == .variableDecl {
            for binding in item.bindings {
                guard let name = binding.name else { continue }
                if let value = binding.initializerExpression {
                    lets[name] = value
                    if item.isLet { constants[name] = value }
                } else if binding.isComputedBinding, let getter = binding.accessorBlock { lets[name] = getter }
            }
        }

        // Package-level language modes: SwiftPM uses the highest listed mode the compiler supports.
        for (node, label, list) in packageLanguageModeLists(tree.root) {
            let modes = (list.kind == .arrayExpr ? list.children : []).compactMap(languageMode)
            if let highest = modes.filter({ $0 <= 6 }).max() {
                base.languageMode = highest
                baseSources.append(SettingSource(setting: "languageMode", value: "\(highest)", origin: origin(node, "\(label): \(oneLine(list.text))")))
            }
        }

        // Settings applied to every target by a loop over `package.targets`, or to the kinds of
        // target its `where` clause names (`where target.type == .test`).
        var everyTarget: [(calls: [SyntaxNode], kinds: Set<String>?)] = []
        for loop in tree.root.descendants(.forStmt) where loop.text.containsText("package.targets") {
            let calls = loop.descendants(.callExpr).filter { isSettingCall($0) }
            guard let kinds = targetKinds(matchedBy: loop) else {
                if !calls.isEmpty {
                    let line = loop.tree.location(ofOffset: loop.byteRange.lowerBound).line
                    result.problems.append("\(path):\(line): the condition of this loop over package.targets cannot be read without running the manifest; its settings are not applied")
                }
                continue
            }
            everyTarget.append((calls, kinds))
        }

        // Every target call, then what later statements set on the constants holding them.
        var targets: [TargetDeclaration] = []
        var targetOfCall: [Int32: Int] = [:]
        for call in tree.root.descendants(.callExpr) {
            guard let target = targetDeclaration(call, lets: lets, constants: constants, problems: &result.problems, path: path) else { continue }
            targetOfCall[call.index] = targets.count
            targets.append(target)
        }
        applyTargetStatements(tree.root, to: &targets, targetOfCall: targetOfCall, lets: lets, constants: constants, problems: &result.problems, path: path)

        for target in targets {
            var settings = base
            var sources = baseSources
            var settingCalls = target.settingCalls
            for loop in everyTarget where loop.kinds?.contains(target.type) ?? true { settingCalls += loop.calls }
            for setting in settingCalls {
                apply(setting, to: &settings, sources: &sources, origin: origin(setting, "target '\(target.name)'"), problems: &result.problems, path: path)
            }
            // As SwiftPM: `sources` limits the target to those files and folders, `exclude` takes
            // files and folders out, both relative to the target's folder.
            let root = (folder as NSString).appendingPathComponent(target.path ?? target.defaultFolder)
            var group = SettingsGroup(name: target.name, paths: target.sources.map { $0.map { PathText.join(root, $0) } } ?? [root],
                                      settings: settings, sources: sources)
            group.excludedPaths = target.exclude.map { PathText.join(root, $0) }
            result.groups.append(group)
        }
        return result
    }

    /// The package's language-mode lists, in source order: `swiftLanguageModes:` and
    /// `swiftLanguageVersions:` arguments, and top-level statements setting them on the package
    /// (PromiseKit's `pkg.swiftLanguageVersions = [.v4, .v4_2, .v5]`); the last one holds.
    static func packageLanguageModeLists(_ root: SyntaxNode) -> [(node: SyntaxNode, label: String, list: SyntaxNode)] {
        let labels: Set<String> = ["swiftLanguageModes", "swiftLanguageVersions"]
        var lists: [(node: SyntaxNode, label: String, list: SyntaxNode)] = []
        for argument in root.descendants(.argument) {
            if let label = argument.name, labels.contains(label), let list = argument.firstChild { lists.append((argument, label, list)) }
        }
        for item in root.itemsFlatteningIfConfig where item.kind == .sequenceExpr {
            let parts = item.children, operators = item.directTokens
            guard parts.count == 2, operators.count == 1, item.tree.tokens[Int(operators[0])].kind == .equal,
                  parts[0].kind == .memberAccess, parts[0].firstChild?.kind == .declReference,
                  let label = parts[0].name, labels.contains(label) else { continue }
            lists.append((item, label, parts[1]))
        }
        return lists.sorted { $0.node.byteRange.lowerBound < $1.node.byteRange.lowerBound }
    }

    /// The target types a loop's `where` clause selects (`target.type == .test || target.type ==
    /// .system`); nil (unknown) for any other condition, and no restriction without one.
    static func targetKinds(matchedBy loop: SyntaxNode) -> Set<String>?? {
        let tokens = loop.directTokens
        guard let whereToken = tokens.first(where: { loop.tree.tokens[Int($0)].keyword == .where }) else { return .some(nil) }
        guard let condition = loop.children.first(where: { $0.firstToken > whereToken && $0.kind != .codeBlock }) else { return nil }
        let parts = condition.kind == .sequenceExpr ? condition.children : [condition]
        let operators = condition.kind == .sequenceExpr ? condition.directTokens.map { loop.tree.text($0) } : []
        // `target.type == .x`, joined by `||`.
        guard parts.count % 2 == 0, !parts.isEmpty, operators.count == parts.count - 1 else { return nil }
        var kinds = Set<String>()
        for i in stride(from: 0, to: parts.count, by: 2) {
            guard parts[i].kind == .memberAccess, parts[i].name == "type", parts[i + 1].kind == .implicitMember, let kind = parts[i + 1].name,
                  operators[i] == "==", i == 0 || operators[i - 1] == "||" else { return nil }
            kinds.insert(kind)
        }
        return .some(kinds)
    }

    /// Source text on one line, for an origin (`[.v4, .v4_2, .v5]` written over several lines).
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    static func stringValue(_ node: SyntaxNode) -> String? {
        guard node.kind == .stringLiteral, node.children.isEmpty else { return nil }
        let tokens = node.directTokens
        guard tokens.count >= 2 else { return "" }
        return tokens.dropFirst().dropLast().map { node.tree.text($0) }.joined()
    }

    static func isSettingCall(_ call: SyntaxNode) -> Bool {
        guard let callee = call.firstChild, callee.kind == .implicitMember, let name = callee.name else { return false }
        return ["swiftLanguageMode", "swiftLanguageVersion", "defaultIsolation", "enableUpcomingFeature",
                "enableExperimentalFeature", "unsafeFlags", "strictMemorySafety"].contains(name)
    }

    /// The setting calls of a `swiftSettings:` value: an array literal, a top-level `let`, or a
    /// `+` of those.
    static func resolveSettings(_ value: SyntaxNode, lets: [String: SyntaxNode], problems: inout [String], path: String, depth: Int = 0) -> [SyntaxNode] {
        // Names that refer to each other (`let a = b; let b = a`) end here rather than recursing.
        guard depth < 16 else { return [] }
        switch value.kind {
        case .arrayExpr:
            return value.children.filter { $0.kind == .callExpr && isSettingCall($0) }
        case .declReference:
            if let name = value.name, let target = lets[name] {
                if target.kind == .accessorBlock { return resolveGetter(target, named: name, lets: lets, problems: &problems, path: path, depth: depth + 1) }
                return resolveSettings(target, lets: lets, problems: &problems, path: path, depth: depth + 1)
            }
            problems.append("\(path):\(value.location.line): swiftSettings '\(value.text)' cannot be resolved without running the manifest; its settings are not read")
            return []
        case .sequenceExpr:
            return value.children.flatMap { resolveSettings($0, lets: lets, problems: &problems, path: path, depth: depth + 1) }
        default:
            problems.append("\(path):\(value.location.line): swiftSettings expression '\(value.text.prefix(40))' is not read")
            return []
        }
    }

    /// The setting calls of a computed property's implicit getter: its one expression (`{ [ ... ]
    /// }`, `{ return base + [ ... ] }`), or, in a body of statements (swift-syntax's `var settings
    /// = []; if … { settings.append(.define(…)) }; return settings`), every setting call when none
    /// is conditional. A body whose only calls are other settings (`.define`) has nothing to read.
    static func resolveGetter(_ getter: SyntaxNode, named name: String, lets: [String: SyntaxNode], problems: inout [String], path: String, depth: Int) -> [SyntaxNode] {
        let items = getter.children
        if items.count == 1, let only = items.first {
            if only.kind == .returnStmt, let returned = only.firstChild { return resolveSettings(returned, lets: lets, problems: &problems, path: path, depth: depth) }
            if !isStatement(only) { return resolveSettings(only, lets: lets, problems: &problems, path: path, depth: depth) }
        }
        let calls = getter.descendants(.callExpr).filter { isSettingCall($0) }
        let conditional: Set<NodeKind> = [.ifStmt, .guardStmt, .switchStmt, .forStmt, .whileStmt, .repeatStmt, .ifConfig, .ternaryExpr, .closureExpr]
        if calls.contains(where: { call in call.ancestors.first { $0 == getter || conditional.contains($0.kind) }.map { $0 != getter } ?? false }) {
            problems.append("\(path):\(getter.location.line): the settings '\(name)' returns depend on a condition that cannot be read without running the manifest; they are not read")
            return []
        }
        return calls
    }

    /// `.v6`, `.version("6")`, `.version("4.2")` → 6, 6, 4.
    /// Also `.v4_2` → 4, and the integers of tools 4.0 manifests (PromiseKit's `[3, 4, 5]`).
    static func languageMode(_ expression: SyntaxNode) -> Int? {
        if expression.kind == .implicitMember, let name = expression.name, name.hasPrefix("v") { return Int(name.dropFirst().prefix { $0 != "_" }) }
        if expression.kind == .literal, let name = expression.name { return Int(name) }
        guard expression.kind == .callExpr, let callee = expression.firstChild, callee.kind == .implicitMember, callee.name == "version",
              let arguments = expression.firstChild(.argumentList)?.children(.argument), arguments.count == 1,
              let text = arguments[0].firstChild.flatMap(stringValue) else { return nil }
        return Int(text.prefix { $0 != "." })
    }

    private static func isStatement(_ node: SyntaxNode) -> Bool {
        [.variableDecl, .ifStmt, .guardStmt, .switchStmt, .forStmt, .whileStmt, .repeatStmt, .returnStmt, .ifConfig].contains(node.kind)
    }

    static func apply(_ call: SyntaxNode, to settings: inout SwiftSettings, sources: inout [SettingSource], origin: String,
                      problems: inout [String], path: String) {
        guard let name = call.firstChild?.name else { return }
        let arguments = call.firstChild(.argumentList)?.children(.argument) ?? []
        let first = arguments.first?.firstChild
        switch name {
        case "swiftLanguageMode", "swiftLanguageVersion":
            if let mode = first.flatMap(languageMode) {
                settings.languageMode = mode
                sources.append(SettingSource(setting: "languageMode", value: "\(mode)", origin: "\(origin): .\(name)(.v\(mode))"))
            }
        case "defaultIsolation":
            let text = first?.text ?? ""
            settings.defaultIsolation = text.hasPrefix("MainActor") ? .mainActor : .nonisolated
            sources.append(SettingSource(setting: "defaultIsolation", value: settings.defaultIsolation.rawValue, origin: "\(origin): .defaultIsolation(\(text))"))
        case "enableUpcomingFeature", "enableExperimentalFeature":
            guard let feature = first.flatMap(stringValue) else { return }
            applyFeature(feature, to: &settings, sources: &sources, origin: "\(origin): .\(name)(\"\(feature)\")")
        case "unsafeFlags":
            let flags = first?.children.compactMap { stringValue($0) } ?? []
            applyFlags(flags, to: &settings, sources: &sources, origin: "\(origin): .unsafeFlags")
        default:
            break
        }
    }

    static func applyFeature(_ raw: String, to settings: inout SwiftSettings, sources: inout [SettingSource], origin: String) {
        // `StrictConcurrency=complete` is the experimental spelling of -strict-concurrency=complete.
        let parts = raw.split(separator: "=", maxSplits: 1).map(String.init)
        if parts[0] == "StrictConcurrency" {
            settings.strictConcurrency = parts.count > 1 ? parts[1] : "complete"
            sources.append(SettingSource(setting: "strictConcurrency", value: settings.strictConcurrency!, origin: origin))
            return
        }
        settings.features.insert(parts[0])
        sources.append(SettingSource(setting: "feature", value: parts[0], origin: origin))
    }

    /// Compiler flags as in `unsafeFlags` or Xcode's OTHER_SWIFT_FLAGS.
    public static func applyFlags(_ flags: [String], to settings: inout SwiftSettings, sources: inout [SettingSource], origin: String) {
        var i = 0
        while i < flags.count {
            let flag = flags[i]
            let next = i + 1 < flags.count ? flags[i + 1] : nil
            switch flag {
            case "-swift-version":
                if let v = next.flatMap({ Int($0.split(separator: ".")[0]) }) {
                    settings.languageMode = v
                    sources.append(SettingSource(setting: "languageMode", value: "\(v)", origin: "\(origin) -swift-version \(next!)"))
                }
                i += 1
            case "-default-isolation":
                if let v = next {
                    settings.defaultIsolation = v == "MainActor" ? .mainActor : .nonisolated
                    sources.append(SettingSource(setting: "defaultIsolation", value: settings.defaultIsolation.rawValue, origin: "\(origin) -default-isolation \(v)"))
                }
                i += 1
            case "-enable-upcoming-feature", "-enable-experimental-feature":
                if let v = next { applyFeature(v, to: &settings, sources: &sources, origin: "\(origin) \(flag) \(v)") }
                i += 1
            default:
                if flag.hasPrefix("-strict-concurrency=") {
                    settings.strictConcurrency = String(flag.dropFirst("-strict-concurrency=".count))
                    sources.append(SettingSource(setting: "strictConcurrency", value: settings.strictConcurrency!, origin: "\(origin) \(flag)"))
                }
            }
            i += 1
        }
    }
}
