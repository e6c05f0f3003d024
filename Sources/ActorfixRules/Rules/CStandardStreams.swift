import ActorfixIndex
import ActorfixSyntax

/// Glibc declares `stdout`, `stderr` and `stdin` as mutable C globals; Swift 6 rejects every use.
public struct CStandardStreams: Rule {
    public init() {}
    public let id = "c-standard-streams"
    public let preparedReads = PreparedReads.none
    public let summary = "Import Glibc with @preconcurrency where the C streams stdout/stderr/stdin are used (Linux)"
    public let rationale = """
        On Linux, Glibc declares `extern FILE *stderr`, which Swift imports as a global `var`, so Swift 6 \
        rejects `fputs(message, stderr)`: "reference to var 'stderr' is not concurrency-safe because it involves \
        shared mutable state" (swiftlang/swift#75601; Darwin's headers import it in a form the checker accepts, \
        so the same line compiles on macOS). In practice the streams are constants. What maintainers wrote when \
        they migrated: swift-argument-parser imports the C library with `@preconcurrency` under \
        `#if canImport(Glibc)` (and Musl), swift-issue-reporting imports Foundation with `@preconcurrency` on \
        Linux; others replaced the C stream with `FileHandle.standardError`. actorfix writes the first: it \
        changes no behaviour and nothing on Apple platforms. Existing imports of Glibc (Musl, WASILibc, Android) \
        get the attribute (`Glibc.stderr` counts too); \
        otherwise the guarded import is added before the file's imports. `@preconcurrency import` needs Swift 5.6.
        """
    public let proposals = ["SE-0337", "SE-0412"]
    public let safety = Safety.safe
    public let example = RuleExample(
        before: "import Foundation\n\nfunc warn(_ message: String) { fputs(message, stderr) }\n",
        after: "#if canImport(Glibc)\n@preconcurrency import Glibc\n#elseif canImport(Musl)\n@preconcurrency import Musl\n#endif\nimport Foundation\n\nfunc warn(_ message: String) { fputs(message, stderr) }\n")

    static let streams: Set<String> = ["stdout", "stderr", "stdin"]
    /// The C libraries whose streams are mutable globals (Darwin's are not).
    static let cModules: Set<String> = ["Glibc", "Musl", "WASILibc", "Android", "Bionic"]
    static let cLibraries: Set<String> = cModules.union(["Foundation"])

    /// Modules that exist only on Apple platforms: a module that imports one is never built
    /// with Glibc or Musl, so the guarded import would be noise there.
    static let appleOnlyModules: Set<String> = ["AppKit", "UIKit", "SwiftUI", "Cocoa", "WatchKit", "Darwin", "Combine", "ObjectiveC"]

    public func check(_ file: FileContext) -> [Change] {
        guard let use = firstStreamUse(file), !isAppleOnly(file) else { return [] }
        let imports = file.tree.root.itemsFlatteningIfConfig.filter { $0.kind == .importDecl }
        // Already imported without the checks (what this rule writes, or the Foundation variant).
        if imports.contains(where: { $0.hasAttribute("preconcurrency") && Self.cLibraries.contains($0.importedModuleName ?? "") }) { return [] }
        let name = use.name ?? "stderr"
        let diagnostic = "reference to var '\(name)' is not concurrency-safe because it involves shared mutable state"
        let compiler = file.settings.toolsVersionBelow(major: 5, minor: 6).map { " `@preconcurrency import` needs Swift 5.6, and Package.swift declares swift-tools-version \($0)." } ?? ""
        let reason = "Swift 6 on Linux: \"\(diagnostic)\": Glibc declares the C streams as mutable globals, though they are constants in practice (swiftlang/swift#75601). Importing Glibc with @preconcurrency, as swift-argument-parser does, accepts them without changing behaviour; Apple platforms are not affected.\(compiler)"
        let edits: [Edit]
        let cImports = imports.filter { Self.cModules.contains($0.importedModuleName ?? "") }
        if !cImports.isEmpty {
            edits = cImports.map { .insert("@preconcurrency ", at: Int(file.tree.tokens[Int($0.declKeywordToken ?? $0.firstToken)].start)) }
        } else {
            let first = file.tree.root.children.first { $0.kind == .importDecl || ($0.kind == .ifConfig && $0.descendants(.importDecl).isEmpty == false) }
                ?? file.tree.root.children.first
            guard let first else { return [] }
            let lineStart = file.tree.lineStart(ofOffset: Int(file.tree.tokens[Int(first.firstToken)].start))
            let newline = file.style.lineEnding
            let block = ["#if canImport(Glibc)", "@preconcurrency import Glibc", "#elseif canImport(Musl)", "@preconcurrency import Musl", "#endif", ""]
            edits = [.insert(block.joined(separator: newline), at: lineStart)]
        }
        return [change(file, edits, message: "import Glibc with @preconcurrency: '\(name)' is a mutable C global on Linux",
                       reason: reason, at: use.byteRange.lowerBound)]
    }

    /// The first bare `stdout`/`stderr`/`stdin` that is not a declaration of the project.
    private func firstStreamUse(_ file: FileContext) -> SyntaxNode? {
        // Most files never spell a stream's name: skip their nodes (one search for what the three
        // names share, then each name only in the files that have it).
        guard file.tree.bytesContain("std"), Self.streams.contains(where: { file.tree.bytesContain($0) }) else { return nil }
        let declared = Self.streams.filter { file.index.globals[$0] != nil }
        for node in file.tree.nodes(ofKinds: .declReference, .memberAccess) {
            switch node.kind {
            case .declReference:
                guard let name = node.name, Self.streams.contains(name), !declared.contains(name) else { continue }
                if let parent = node.parent, parent.kind == .memberAccess, parent.firstChild?.index != node.index { continue } // `x.stderr`
                // A local, a parameter or a member of that name is not the C stream (SwiftShell's
                // `var stdout = Data()` and `var stdout: WritableStream`).
                if let type = node.enclosingType.flatMap({ file.typeInfo(of: $0) }),
                   !type.members(named: name).isEmpty
                    || (file.index.protocolMemberNames.contains(name) && file.protocolMember(of: type, where: { $0.name == name }) != nil) { continue }
                let tables = LocalScopes.tables(of: file.index)
                if LocalScopes.isShadowed(name, at: node, inFile: file.unitIndex, tables: tables) { continue }
                return node
            case .memberAccess:
                // `Glibc.stderr` (swift-log 1.5 writes it to avoid a name clash), `Foundation.stdout`
                // (SwiftCLI's, which Foundation re-exports from Glibc).
                guard let name = node.name, Self.streams.contains(name), let base = node.firstChild, base.kind == .declReference,
                      Self.cLibraries.contains(base.name ?? "") else { continue }
                return node
            default:
                continue
            }
        }
        return nil
    }

    /// The file, or another file of its module, imports an Apple-only module outside `#if`.
    private func isAppleOnly(_ file: FileContext) -> Bool {
        let appleOnly = file.index.memo("c-standard-streams apple-only files") { () -> (files: Set<Int>, modules: Set<String>) in
            var files = Set<Int>(), modules = Set<String>()
            for (i, unit) in file.index.units.enumerated() {
                guard unit.tree.root.children.contains(where: { $0.kind == .importDecl && Self.appleOnlyModules.contains($0.importedModuleName ?? "") }) else { continue }
                files.insert(i)
                if let module = unit.module { modules.insert(module) }
            }
            return (files, modules)
        }
        return appleOnly.files.contains(file.unitIndex) || file.index.units[file.unitIndex].module.map(appleOnly.modules.contains) == true
    }
}
