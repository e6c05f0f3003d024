import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import ActorfixSyntax
import Foundation
import Testing

/// The engine runs each rule as soon as the prepared analyses it reads (`Rule.preparedReads`) are
/// built. On every corpus case: checking every file with the rules that read none must compute
/// none of the analyses; with the isolation graph built, the rules that read only it must compute
/// no other; and the analyses listed (`PreparedAnalysis`) must be what the rules' `prepare` builds.
@Suite struct PreparedAnalysesTests {
    @Test func rulesRunBeforeThePreparedAnalysesDoNotComputeThem() throws {
        let sdk = try SDKKnowledge.bundled()
        let analyses = Set(PreparedAnalysis.allCases.map(\.rawValue))
        let graph = PreparedAnalysis.isolationGraph.rawValue
        #expect(RuleRegistry.all.filter { $0.preparedReads == .none }.count > 5)
        #expect(RuleRegistry.all.filter { $0.preparedReads == .isolationGraph }.count > 3)
        var prepared = Set<String>()
        for corpusCase in CorpusCase.all {
            for level in [PreparedReads.none, .isolationGraph] {
                let index = corpusCase.index(sdk)
                let rules = RuleRegistry.all.filter { $0.preparedReads == level }
                if level == .isolationGraph { corpusCase.context(ofFile: 0, in: index).prepareIsolationGraph() }
                for file in index.units.indices {
                    let context = corpusCase.context(ofFile: file, in: index)
                    for rule in rules { _ = rule.check(context) }
                }
                let allowed: Set<String> = level == .none ? [] : [graph]
                let computed = index.memoizedKeys.intersection(analyses).subtracting(allowed)
                #expect(computed.isEmpty, "\(corpusCase): \(rules.map(\.id).joined(separator: ", ")) computed \(computed.sorted())")
            }
            let preparing = corpusCase.index(sdk)
            for rule in RuleRegistry.all { rule.prepare(corpusCase.context(ofFile: 0, in: preparing)) }
            prepared.formUnion(preparing.memoizedKeys)
        }
        #expect(analyses.subtracting(prepared).isEmpty, "not built by any prepare: \(analyses.subtracting(prepared).sorted())")
    }

    /// The isolation graph and the analyses built on it refer back to the index that memoizes
    /// them: once a round releases its analyses, nothing keeps the round's index (they held
    /// every round of a check in memory to the end of the process: about 270 MB a round on the
    /// benchmark's real-code set).
    @Test func releasedAnalysesLetTheRoundGo() throws {
        let sdk = try SDKKnowledge.bundled()
        let corpusCase = try #require(CorpusCase.all.first { $0.rule == "infer-main-actor" })
        weak var released: ProjectIndex?
        do {
            let index = corpusCase.index(sdk)
            for rule in RuleRegistry.all { rule.prepare(corpusCase.context(ofFile: 0, in: index)) }
            #expect(index.memoizedKeys.contains(PreparedAnalysis.isolationGraph.rawValue))
            released = index
            index.releaseAnalyses()
            #expect(index.memoizedKeys.isEmpty)
        }
        #expect(released == nil)
    }

    /// `--only-safe` wraps each rule: the wrapper keeps the rule's level and its preparation.
    @Test func onlySafeKeepsTheRulesLevelAndPreparation() throws {
        let sdk = try SDKKnowledge.bundled()
        for rule in RuleRegistry.all { #expect(OnlySafe(base: rule).preparedReads == rule.preparedReads, "\(rule.id)") }
        let corpusCase = try #require(CorpusCase.all.first { $0.rule == "infer-main-actor" })
        let index = corpusCase.index(sdk)
        OnlySafe(base: InferMainActor()).prepare(corpusCase.context(ofFile: 0, in: index))
        #expect(index.memoizedKeys.contains(PreparedAnalysis.isolationGraph.rawValue))
    }

    /// The same findings whichever rules run early: the engine with one job (no early thread) and
    /// with two agree on every corpus case.
    @Test func oneJobAndTwoAgree() throws {
        let sdk = try SDKKnowledge.bundled()
        for corpusCase in CorpusCase.all {
            let inputs = corpusCase.inputs
            func findings(_ jobs: Int) -> [String] {
                Engine(rules: RuleRegistry.all, sdk: sdk, jobs: jobs).run(inputs).files.flatMap { file in
                    (file.changes + file.advisories).map { "\(file.path):\($0.line):\($0.column) \($0.change.ruleID) \($0.change.message)" }
                }
            }
            #expect(findings(1) == findings(2), "\(corpusCase)")
        }
    }
}

extension CorpusCase {
    /// The case's files as the engine reads them.
    var inputs: [InputFile] {
        [InputFile(path: folder.appendingPathComponent("before.swift").path, bytes: Array(read("before.swift").utf8), settings: swiftSettings)]
            + contextFiles.map { InputFile(path: folder.appendingPathComponent($0).path, bytes: Array(read($0).utf8), settings: swiftSettings) }
    }

    func index(_ sdk: SDKKnowledge) -> ProjectIndex {
        ProjectIndex(units: inputs.map { SourceUnit(tree: SyntaxTree.parse($0.bytes, path: $0.path), settings: $0.settings) }, sdk: sdk)
    }

    func context(ofFile file: Int, in index: ProjectIndex) -> FileContext {
        let settings = index.units[file].settings
        return FileContext(unitIndex: file, index: index, settings: settings, target: Engine.swift6(settings), options: RuleOptions(), targetOf: Engine.swift6)
    }
}
