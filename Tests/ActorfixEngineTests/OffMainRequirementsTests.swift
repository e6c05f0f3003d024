import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

@Suite("Rule: off-main-requirements")
struct OffMainRequirementsTests {
    func run(_ files: [(String, String)]) throws -> EngineResult {
        let engine = Engine(rules: [OffMainRequirements()], sdk: try SDKKnowledge.bundled(), jobs: 1)
        return engine.run(files.map { InputFile(path: $0.0, bytes: Array($0.1.utf8), settings: SwiftSettings(languageMode: 5)) })
    }

    @Test func layoutMethodsAndAnimatableDataCount() throws {
        let model = "@MainActor final class Spacing {\n    var gap: CGFloat\n    var phase: Double\n    init(gap: CGFloat, phase: Double) { self.gap = gap; self.phase = phase }\n}\n"
        let layout = """
            struct Row: Layout {
                let spacing: Spacing
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: spacing.gap, height: 0)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                func sizeThatFits(_ other: Int) -> CGSize { CGSize(width: spacing.phase, height: 0) }
            }
            """
        let result = try run([("Spacing.swift", model), ("Row.swift", layout)])
        // `gap` is read by a Layout requirement and never reassigned: a let. The unrelated
        // `sizeThatFits(_:)` overload is not a requirement, so `phase` stays a var.
        #expect(finalText(result, 0) == model.replacingAll("    var gap: CGFloat", with: "    let gap: CGFloat"))
        #expect(finalText(result, 1) == layout)
    }

    @Test func nothingWithoutOffMainConformances() throws {
        let source = "@MainActor final class M { var x: Int = 0 }\nstruct V { let m: M\n func path(in rect: CGRect) -> Int { m.x } }\n"
        let result = try run([("A.swift", source)])
        #expect(result.changes.isEmpty && result.advisories.isEmpty)
    }
}
