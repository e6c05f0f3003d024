import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Foundation
import Testing

@Suite("Engine")
struct EngineTests {
    @Test func fixedPointFollowsCascades() {
        // Rule 1 marks struct V @MainActor; rule 2 only fires on @MainActor types (a dependent fix).
        let annotate = ClosureRule("annotate") { file in
            file.tree.root.descendants(.structDecl).filter { !$0.hasAttribute("MainActor") && $0.name == "V" }.map {
                Change(ruleID: "annotate", path: file.path, edits: [EditBuilders.addAttribute("@MainActor", to: $0, style: file.style)],
                       message: "annotate", reason: "", safety: .safe, offset: $0.byteRange.lowerBound)
            }
        }
        let dependent = ClosureRule("dependent") { file in
            file.tree.root.descendants(.structDecl).filter { $0.hasAttribute("MainActor") && !$0.hasModifier("final") }.compactMap { decl in
                decl.declKeywordToken.map { keyword in
                    Change(ruleID: "dependent", path: file.path, edits: [.insert("/* main */ ", at: Int(file.tree.tokens[Int(keyword)].start))],
                           message: "mark", reason: "", safety: .review, offset: decl.byteRange.lowerBound)
                }
            }.filter { _ in !file.tree.bytes.starts(with: Array("@MainActor\n/* main */".utf8)) && !String(decoding: file.tree.bytes, as: UTF8.self).contains("/* main */") }
        }
        let result = runEngine([annotate, dependent], [("A.swift", "struct V {}\n")])
        #expect(finalText(result) == "@MainActor\n/* main */ struct V {}\n")
        #expect(result.rounds == 3)
        #expect(result.changes.map(\.change.ruleID) == ["annotate", "dependent"])
        #expect(result.changes.map(\.round) == [0, 1])
    }

    /// The developers' check of the carry-overs (`ACTORFIX_VERIFY_CARRY_OVER=1`) reports a round
    /// whose changes differ from a fresh index's. A rule answering differently each time it is
    /// asked stands in for a stale carry-over: round 2 is checked twice and answers twice.
    @Test func aRoundThatDiffersOnAFreshIndexIsAnError() {
        final class Count: @unchecked Sendable {
            private let lock = NSLock()
            private var value = 0
            func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
        }
        let asked = Count()
        let changing = ClosureRule("changing") { file in
            [Change(ruleID: "changing", path: file.path, edits: [], message: "asked \(asked.next())", reason: "", safety: .safe, offset: 0)]
        }
        let input = InputFile(path: "A.swift", bytes: Array("let a = 1\n".utf8), settings: SwiftSettings(languageMode: 5))
        var engine = Engine(rules: [renameRule("rename", "a", "b"), changing], sdk: engineSDK, jobs: 1)
        #expect(engine.run([input]).errors.isEmpty)
        engine.verifiesCarryOver = true
        let result = engine.run([input])
        #expect(result.rounds == 2)
        #expect(result.errors.count == 2, "\(result.errors)")
        #expect(result.errors.allSatisfy { $0.hasPrefix("round 2 differs from a fresh index in A.swift: only") }, "\(result.errors)")
        // A rule that answers the same each time: no difference.
        engine.rules = [renameRule("rename", "a", "b")]
        #expect(engine.run([input]).errors.isEmpty)
    }

    @Test func overlappingEditsAreDeferredNotDropped() {
        // Both rules rewrite the same token; the second is recomputed on the new text next round.
        let first = renameRule("first", "a", "b")
        let second = ClosureRule("second") { file in
            file.tree.tokens.indices.compactMap { i -> Change? in
                let t = Int32(i)
                guard file.tree.tokens[i].kind == .identifier, ["a", "b"].contains(file.tree.text(t)) else { return nil }
                let name = file.tree.text(t)
                return Change(ruleID: "second", path: file.path, edits: [.insert("_", at: Int(file.tree.tokens[i].end))],
                              message: "suffix \(name)", reason: "", safety: .safe, offset: Int(file.tree.tokens[i].start))
            }.filter { _ in !String(decoding: file.tree.bytes, as: UTF8.self).contains("_") }
        }
        let conflicting = ClosureRule("conflicting") { file in
            file.tree.tokens.indices.compactMap { i -> Change? in
                let t = Int32(i)
                guard file.tree.tokens[i].kind == .identifier, file.tree.text(t) == "a" else { return nil }
                return Change(ruleID: "conflicting", path: file.path, edits: [EditBuilders.replaceToken(t, in: file.tree, with: "c")],
                              message: "a to c", reason: "", safety: .safe, offset: Int(file.tree.tokens[i].start))
            }
        }
        let result = runEngine([first, conflicting, second], [("A.swift", "let a = 1\n")])
        // `first` wins round 0 (rule order); `conflicting` is deferred and then no longer applies;
        // `second` (an insertion right after the token, not overlapping it) applies in round 0 too.
        #expect(finalText(result) == "let b_ = 1\n")
        #expect(Set(result.changes.map(\.change.ruleID)) == ["first", "second"])
        #expect(result.errors.isEmpty)
    }

    @Test func rulesThatUndoEachOtherAreReportedNotLooped() {
        let result = runEngine([renameRule("ping", "a", "b"), renameRule("pong", "b", "a")], [("A.swift", "let a = 1\n")])
        #expect(result.errors.count == 1)
        #expect(result.errors[0].contains("keep undoing each other"))
        #expect(result.errors[0].contains("ping") && result.errors[0].contains("pong"))
    }

    @Test func suppressionComments() {
        let rule = renameRule("rename", "x", "y")
        let source = """
            let x = 1 // actorfix:ignore
            // actorfix:ignore
            let x = 2
            let x = 3 // actorfix:ignore other-rule
            // actorfix:disable rename
            let x = 4
            let x = 5
            // actorfix:enable rename
            let x = 6 // actorfix:ignore rename,other
            let x = 7
            """
        let result = runEngine([rule], [("A.swift", source)])
        #expect(finalText(result) == source.replacingAll("let x = 3", with: "let y = 3").replacingAll("let x = 7", with: "let y = 7"))
    }

    @Test func locationsAreReportedInTheOriginalFile() {
        // Round 0 inserts two lines at the top; round 1's change must still point at line 3 of the input.
        let header = ClosureRule("header") { file in
            file.tree.bytes.starts(with: Array("// a\n".utf8)) ? [] :
                [Change(ruleID: "header", path: file.path, edits: [.insert("// a\n// b\n", at: 0)], message: "h", reason: "", safety: .safe, offset: 0)]
        }
        let late = ClosureRule("late") { file in
            guard file.tree.bytes.starts(with: Array("// a\n".utf8)), let t = file.tree.tokens.indices.first(where: { file.tree.text(Int32($0)) == "z" }) else { return [] }
            return [Change(ruleID: "late", path: file.path, edits: [EditBuilders.replaceToken(Int32(t), in: file.tree, with: "w")],
                           message: "z", reason: "", safety: .safe, offset: Int(file.tree.tokens[t].start))]
        }
        let result = runEngine([header, late], [("A.swift", "let x = 1\nlet y = 2\nlet z = 3\n")])
        #expect(finalText(result) == "// a\n// b\nlet x = 1\nlet y = 2\nlet w = 3\n")
        let late0 = result.changes.first { $0.change.ruleID == "late" }
        #expect(late0?.line == 3)
        #expect(late0?.column == 5)
    }

    @Test func attributesFollowTheFileStyle() {
        let annotate = ClosureRule("annotate") { file in
            file.tree.root.descendants(.variableDecl).filter { $0.isStatic && !$0.hasAttribute("MainActor") }.map {
                Change(ruleID: "annotate", path: file.path, edits: [EditBuilders.addAttribute("@MainActor", to: $0, style: file.style)],
                       message: "annotate", reason: "", safety: .safe, offset: $0.byteRange.lowerBound)
            } + file.tree.root.descendants(.classDecl).filter { !$0.hasAttribute("MainActor") }.map {
                Change(ruleID: "annotate", path: file.path, edits: [EditBuilders.addAttribute("@MainActor", to: $0, style: file.style)],
                       message: "annotate", reason: "", safety: .safe, offset: $0.byteRange.lowerBound)
            }
        }
        // Tabs and CRLF are kept; the attribute goes before `static`, on the same line for members.
        let tabs = "enum E {\r\n\tstatic var a = 1\r\n\t@available(*, deprecated)\r\n\tprivate static var b = 2\r\n}\r\nfinal class C {}\r\n"
        let result = runEngine([annotate], [("A.swift", tabs)])
        // This file puts member attributes on their own line, so `a` gets its attribute that way too.
        #expect(finalText(result) == "enum E {\r\n\t@MainActor\r\n\tstatic var a = 1\r\n\t@available(*, deprecated)\r\n\t@MainActor\r\n\tprivate static var b = 2\r\n}\r\n@MainActor\r\nfinal class C {}\r\n")
        // A file that writes attributes on the same line gets the same, before any modifier.
        let sameLine = "@objc final class A {}\nclass B {}\nenum E { @objc static var c = 1\nstatic let d = 2 }\n"
        #expect(finalText(runEngine([annotate], [("B.swift", sameLine)]))
                == "@objc @MainActor final class A {}\n@MainActor class B {}\nenum E { @objc @MainActor static var c = 1\n@MainActor static let d = 2 }\n")
    }

    @Test func styleDetection() {
        let style = SourceStyle(SyntaxTree.parse("struct A {\n  var a = 1\n  func f() {\n    g()\n  }\n}\n"))
        #expect(style.indentUnit == "  ")
        #expect(style.lineEnding == "\n")
        #expect(SourceStyle(SyntaxTree.parse("struct A {\r\n\tvar a = 1\r\n}\r\n")).indentUnit == "\t")
        #expect(SourceStyle(SyntaxTree.parse("struct A {\r\n\tvar a = 1\r\n}\r\n")).lineEnding == "\r\n")
    }
}

extension String {
    func replacingAll(_ a: String, with b: String) -> String { split(separator: a, omittingEmptySubsequences: false).joined(separator: b) }
}

/// Answers from a script, recording what was offered.
final class ScriptedDecider: ChangeDecider {
    var answers: [Bool]
    var offered: [String] = []
    var settled: [String] = []
    init(_ answers: [Bool]) { self.answers = answers }
    func decide(_ change: Change, in file: FileContext, line: Int, column: Int) -> Change? {
        offered.append("\(file.path):\(change.ruleID)")
        return answers.isEmpty || answers.removeFirst() ? change : nil
    }
    func fileSettled(_ index: Int, path: String, bytes: [UInt8]) { settled.append(path) }
}

@Suite("Engine: review order")
struct ReviewOrderTests {
    // `first` marks structs; `second` reacts only to marked structs (a change the first one makes necessary).
    static let first = ClosureRule("first") { file in
        file.tree.root.descendants(.structDecl).filter { !$0.hasAttribute("MainActor") }.map {
            Change(ruleID: "first", path: file.path, edits: [EditBuilders.addAttribute("@MainActor", to: $0, style: file.style)],
                   message: "mark \($0.name ?? "")", reason: "", safety: .safe, offset: $0.byteRange.lowerBound)
        }
    }
    static let second = ClosureRule("second") { file in
        file.tree.root.descendants(.structDecl).filter { $0.hasAttribute("MainActor") && !$0.hasModifier("private") }.compactMap { decl in
            decl.declKeywordToken.map {
                Change(ruleID: "second", path: file.path, edits: [.insert("private ", at: Int(file.tree.tokens[Int($0)].start))],
                       message: "hide \(decl.name ?? "")", reason: "", safety: .safe, offset: decl.byteRange.lowerBound)
            }
        }
    }
    let files = [("A.swift", "struct A {}\n"), ("B.swift", "struct B {}\n")]

    func run(_ decider: ScriptedDecider) -> EngineResult {
        Engine(rules: [ReviewOrderTests.first, ReviewOrderTests.second], sdk: engineSDK, jobs: 1)
            .run(files.map { InputFile(path: $0.0, bytes: Array($0.1.utf8), settings: SwiftSettings()) }, decider: decider, oneFileAtATime: true)
    }

    @Test func anAcceptedChangesFollowUpIsOfferedNext() {
        let decider = ScriptedDecider([true, true, true, true])
        let result = run(decider)
        #expect(decider.offered == ["A.swift:first", "A.swift:second", "B.swift:first", "B.swift:second"])
        #expect(finalText(result, 0) == "@MainActor\nprivate struct A {}\n")
        // A.swift is settled (and could be written) before B.swift's first question.
        #expect(decider.settled.first == "A.swift")
    }

    @Test func aSkippedChangesFollowUpIsNeverOffered() {
        let decider = ScriptedDecider([false, true])
        let result = run(decider)
        #expect(decider.offered == ["A.swift:first", "B.swift:first", "B.swift:second"])
        #expect(finalText(result, 0) == "struct A {}\n")
        #expect(finalText(result, 1) == "@MainActor\nprivate struct B {}\n")
    }
}

@Suite("Engine: files that are not library code")
struct EngineBoundaryTests {
    @Test func manifestsAreNeverChangedAndUntargetedFilesOnlyReported() {
        let rule = GlobalMutableState()
        let engine = Engine(rules: [rule], sdk: engineSDK, jobs: 1)
        let source = "var hits = 0\nfunc record() { hits += 1 }\n"
        let result = engine.run([
            InputFile(path: "Pkg/Package.swift", bytes: Array(source.utf8), settings: SwiftSettings()),
            InputFile(path: "Pkg/Package@swift-5.9.swift", bytes: Array(source.utf8), settings: SwiftSettings()),
            InputFile(path: "Pkg/Tests/LinuxMain.swift", bytes: Array(source.utf8), settings: SwiftSettings(), editable: false),
            InputFile(path: "Pkg/Sources/Lib/Lib.swift", bytes: Array(source.utf8), settings: SwiftSettings()),
        ])
        #expect(result.files[0].changes.isEmpty && result.files[0].advisories.isEmpty)
        #expect(result.files[1].changes.isEmpty && result.files[1].advisories.isEmpty)
        #expect(!result.files[2].isChanged)
        #expect(result.files[2].advisories.map(\.change.message).first?.hasPrefix("not edited, no target compiles this file: opt 'hits'") == true)
        #expect(finalText(result, 3).hasPrefix("nonisolated(unsafe) var hits"))
    }

    @Test func manifestNames() {
        for path in ["Package.swift", "Pkg/Package.swift", "/a/b/Package@swift-5.9.swift", "Pkg/Package.swift/"] {
            #expect(Engine.isManifest(path), "\(path)")
        }
        for path in ["Pkg/Sources/Package.swift.orig", "Package@swift-5.9.txt", "Packages.swift", "P", "", "/", "Package/Lib.swift", "MyPackage.swift"] {
            #expect(!Engine.isManifest(path), "\(path)")
        }
    }

    /// A reason is composed only when something reads it (the text report does not), once, and
    /// survives encoding.
    @Test func reasonsAreComposedWhenRead() throws {
        final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var count = 0
            func bump() { lock.lock(); count += 1; lock.unlock() }
            var value: Int { lock.lock(); defer { lock.unlock() }; return count }
        }
        let composed = Counter()
        let rule = ClosureRule("lazy") { file in
            file.tree.root.descendants(.variableDecl).compactMap { decl in
                decl.declKeywordToken.flatMap { keyword in
                    file.tree.text(keyword) == "var" ? Change(ruleID: "lazy", path: file.path, edits: [EditBuilders.replaceToken(keyword, in: file.tree, with: "let")],
                                                             message: "make it a let",
                                                             deferredReason: DeferredText(composing: { composed.bump(); return "composed for \(file.path)" }),
                                                             safety: .safe, offset: decl.byteRange.lowerBound) : nil
                }
            }
        }
        let result = runEngine([rule], [("A.swift", "var a = 1\n")])
        #expect(finalText(result) == "let a = 1\n")
        let findings = Finding.all(result) { $0 }
        let summary = RunSummary(filesScanned: 1, filesChanged: 1, skipped: [], seconds: 0, errors: [])
        _ = TextReporter(color: false).report(findings, summary: summary, rules: [rule])
        #expect(composed.value == 0)
        let json = JSONReporter().report(findings, summary: summary, rules: [rule])
        #expect(json.contains("composed for A.swift"))
        #expect(findings[0].reason == "composed for A.swift")
        #expect(composed.value == 1)
        let decoded = try JSONDecoder().decode(Change.self, from: JSONEncoder().encode(result.changes[0].change))
        #expect(decoded.reason == "composed for A.swift" && decoded.message == "make it a let" && decoded.edits == result.changes[0].change.edits)
        #expect(composed.value == 1)
    }
}
