import ActorfixEngine
import ActorfixIndex
import ActorfixSyntax
import Foundation

/// `check --write-baseline FILE` records today's findings; `check --baseline FILE` reports only
/// the ones not recorded (SwiftLint's baseline), so a team can gate new code before the whole
/// migration is done. A finding is known by its file (relative to the baseline file's folder, so
/// the file works from any folder), rule and message: not its line, which moves as code is edited.
struct Baseline: Codable {
    struct Entry: Codable, Hashable {
        var path: String
        var rule: String
        var message: String
    }

    var version = 1
    var findings: [Entry]

    init(_ findings: [Finding], root: String) {
        self.findings = findings.map { Entry(path: Baseline.key(for: $0.path, root: root), rule: $0.ruleID, message: $0.message) }
    }

    /// A finding's path relative to `root` (its display path is relative to the current folder).
    static func key(for path: String, root: String) -> String {
        guard path != Workspace.stdinPath else { return path }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let real = SourceFinder.realPath(absolute) ?? absolute
        return SourceFinder.isInside(real, root) ? String(real.dropFirst(root.count)).trimmingPrefix("/") : path
    }

    /// The findings that are not in the baseline; each recorded entry excuses one finding.
    func newFindings(_ findings: [Finding], root: String) -> [Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in self.findings { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            let entry = Entry(path: Baseline.key(for: finding.path, root: root), rule: finding.ruleID, message: finding.message)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }
}

private extension String {
    func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}

extension RunCommand {
    /// Writes and applies the baseline files of `check`; an exit code when one cannot be used.
    static func applyBaseline(_ options: RunOptions, to findings: inout [Finding]) -> Int32? {
        if let path = options.baselinePath {
            guard let data = FileManager.default.contents(atPath: path) else {
                Console.error("actorfix check: \(path): cannot read the baseline file\n")
                return 2
            }
            guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data), baseline.version == 1 else {
                Console.error("actorfix check: \(path): not an actorfix baseline (write one with --write-baseline)\n")
                return 2
            }
            findings = baseline.newFindings(findings, root: folder(of: path))
        }
        if let path = options.writeBaselinePath {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            do {
                let data = try encoder.encode(Baseline(findings, root: folder(of: path)))
                try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
            } catch {
                Console.error("actorfix check: \(path): cannot write the baseline file (\(error.localizedDescription))\n")
                return 2
            }
            if !options.quiet { Console.error("actorfix: recorded \(counted(findings.count, "finding")) in \(path)\n") }
        }
        return nil
    }

    /// The real path of the folder holding a (possibly not yet written) file.
    private static func folder(of path: String) -> String {
        SourceFinder.realPath(PathText.folder(of: path)) ?? PathText.parent(of: path)
    }
}
