import ActorfixIndex
import ActorfixSyntax

/// Issue 6, rule 6 (off by default, `--view-style protocol`): instead of `@MainActor` on each view,
/// declare `@MainActor protocol MainActorView: View {}` once and conform the views to it (seed 000).
extension FileContext {
    static let mainActorViewDeclaration = "@MainActor protocol MainActorView: View {}"

    /// The edits that make a view main-actor isolated, in the configured style.
    public func markViewMainActor(_ decl: SyntaxNode) -> [Edit] {
        guard options.viewStyle == "protocol",
              let view = decl.firstChild(.inheritanceClause)?.children(.inheritedType).first(where: {
                  let name = $0.firstChild(.type)?.typeBaseName
                  return name == "View" || name == "SwiftUI.View"
              }) else {
            return [EditBuilders.addAttribute("@MainActor", to: decl, style: style)]
        }
        var edits = [Edit.replace(view.byteRange, with: "MainActorView")]
        // Declared once: in the first file (in run order) whose views are marked this round.
        if index.lookupType("MainActorView") == nil && mainActorViewHost() == unitIndex {
            let end = tree.bytes.count
            let needsNewline = end > 0 && tree.bytes[end - 1] != 0x0A
            edits.append(.insert((needsNewline ? style.lineEnding : "") + style.lineEnding + FileContext.mainActorViewDeclaration + style.lineEnding, at: end))
        }
        return edits
    }

    /// The first file with a view that the view rules mark @MainActor this round.
    func mainActorViewHost() -> Int? {
        index.memo("main-actor-view-host") {
            var attributeOptions = options
            attributeOptions.viewStyle = "attribute"
            for unit in index.units.indices {
                let context = FileContext(unitIndex: unit, index: index, settings: index.units[unit].settings, target: target, options: attributeOptions)
                let marked = StateMainActorModel().check(context).contains { !$0.isAdvisory }
                    || ViewMainActorMembers().check(context).contains { $0.message.hasPrefix("mark ") && !$0.message.hasPrefix("mark '") }
                if marked { return Optional(unit) }
            }
            return Optional<Int>.none
        }
    }
}
