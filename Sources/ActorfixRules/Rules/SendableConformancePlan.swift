import ActorfixIndex
import ActorfixSyntax

/// A conformance `sendable-conformances` adds this round: at which step of the plan, how safe it
/// is once what it relies on is counted, and the other planned conformances it relies on.
struct PlannedSendableConformance: Sendable {
    let step: Int
    let safety: Safety
    let reliesOn: [String]
}

extension SendableConformances {
    /// Every conformance of the round at once, so that a type storing a type conformed this round
    /// (`Attachment` storing `Attachment.Meta`) is conformed in the same round, not the next. Step
    /// 0 is what the project as written allows; step n treats the conformances of steps before n
    /// as made. That is the least fixed point, so the result is the one successive rounds reached
    /// (the steps stand for those rounds): a type that becomes Sendable through a planned
    /// conformance (of a protocol it conforms to) gets none of its own, and types that store each
    /// other are not conformed on the strength of each other.
    func plan(_ file: FileContext) -> [String: PlannedSendableConformance] {
        let index = file.index
        return PreparedAnalysis.plannedSendableConformances.memo(in: index) {
            let crossing = file.typesCrossingBoundaries
            typealias Candidate = (name: String, info: TypeInfo, decl: SyntaxNode, why: String, context: FileContext)
            var remaining: [Candidate] = []
            var suppressionsByFile: [Int: Suppressions] = [:]
            for name in crossing.keys.sorted() {
                guard let info = index.types[name], let why = crossing[name], info.genericParameters.isEmpty,
                      [.struct, .enum, .class, .protocol].contains(info.kind) else { continue }
                let unit = index.units[info.declaration.file]
                let context = file.context(ofFile: info.declaration.file)
                guard context.isSendable(info) != true else { continue }
                // A change that will not be made (suppressed, in a file only reported) cannot be relied on.
                let decl = index.node(info.declaration)
                let suppressions = suppressionsByFile[info.declaration.file] ?? Suppressions(context.tree)
                suppressionsByFile[info.declaration.file] = suppressions
                let line = context.tree.location(ofOffset: decl.byteRange.lowerBound).line
                guard !suppressions.ignoresFile, !suppressions.suppresses(id, line: line),
                      !file.options.reportOnlyPaths.contains(unit.path) else { continue }
                remaining.append((name, info, decl, why, context))
            }
            var plan: [String: PlannedSendableConformance] = [:]
            for step in 0... {
                let assumed = Set(plan.keys)
                var added: [String: PlannedSendableConformance] = [:]
                remaining.removeAll { candidate in
                    if step > 0, candidate.context.assumingSendable(assumed).isSendable(candidate.info) == true { return true }
                    let context = candidate.context.assumingSendable(assumed)
                    guard let change = conformance(candidate.decl, candidate.info, why: candidate.why, file: context),
                          !change.edits.isEmpty else { return false }
                    let reliesOn = context.sendableAssumptions?.reliedOn ?? []
                    let safety = reliesOn.reduce(change.safety) { max($0, plan[$1]?.safety ?? .review) }
                    added[candidate.name] = PlannedSendableConformance(step: step, safety: safety, reliesOn: reliesOn)
                    return true
                }
                if added.isEmpty { break }
                plan.merge(added) { first, _ in first }
            }
            return plan
        }
    }
}
