/// `--only-safe`: a rule whose `review` changes are dropped and safe ones kept. Everything else is
/// the rule's own, its preparation and the analyses it reads included (the engine schedules the
/// rule by them).
public struct OnlySafe: Rule {
    public let base: any Rule
    public init(base: any Rule) { self.base = base }
    public var id: String { base.id }
    public var summary: String { base.summary }
    public var rationale: String { base.rationale }
    public var proposals: [String] { base.proposals }
    public var safety: Safety { base.safety }
    public var enabledByDefault: Bool { base.enabledByDefault }
    public var example: RuleExample { base.example }
    public var preparedReads: PreparedReads { base.preparedReads }
    public func prepare(_ file: FileContext) { base.prepare(file) }
    public func check(_ file: FileContext) -> [Change] { base.check(file).filter { $0.safety == .safe } }
}
