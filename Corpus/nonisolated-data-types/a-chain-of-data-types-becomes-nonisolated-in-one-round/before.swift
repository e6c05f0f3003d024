// Default main-actor isolation (SE-0466): every struct here is @MainActor, and so are its
// conformances (SE-0470). The actor uses a `Record`; a nonisolated `Record` makes a set of its
// `Tag`s, and a nonisolated `Tag` a set of its `Kind`s: the whole chain must become nonisolated,
// and actorfix makes it so in one round.
struct Kind: Hashable {
    var raw: Int
}

struct Tag: Hashable {
    var name: String
    var kind: Kind
    func kinds() -> Set<Kind> { [kind] }
}

struct Record: Hashable {
    var tag: Tag
    func tags() -> Set<Tag> { [tag] }
}

actor Archive {
    var count = 0
    func add(_ record: Record) {
        count += record.tags().flatMap { $0.kinds() }.count
    }
}

// Main-actor code goes on using them as before.
func count(_ records: [Record]) -> Int { Set(records).count + Set(records.map(\.tag.kind)).count }
