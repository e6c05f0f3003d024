// `Tag` becomes nonisolated: the actor hashes it. Its synthesized `==` and `hash(into:)` compare
// `kind`, and `Kind`, an enum without payloads, is Equatable and Hashable without saying so, its
// conformances main-actor under default isolation like the enum. Nothing names `Kind` off the main
// actor, yet with `Tag` alone nonisolated a full compile fails ("main actor-isolated conformance of
// 'Kind' to 'Equatable' cannot be used in nonisolated context", at <unknown>:0; -typecheck passes):
// `Kind` follows in the same round. `Shape` has a raw type, whose conformances are the standard
// library's, nonisolated: left alone.
enum Kind { case plain, bold }

enum Shape: String { case round, square }

struct Tag: Hashable {
    let kind: Kind
    let shape: Shape
    var name: String
}

actor Store {
    var tags: Set<Tag> = []
    func add(_ tag: Tag) { tags.insert(tag) }
}
