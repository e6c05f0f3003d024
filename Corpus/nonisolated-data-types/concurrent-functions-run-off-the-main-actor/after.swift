// Default main-actor isolation (SE-0466): a `@concurrent` function runs off any actor (SE-0461),
// so it cannot use `Key`'s Hashable, which its extension keeps on the main actor. It was taken
// for main-actor code (the default), and nothing was proposed; the extension becomes nonisolated.
nonisolated struct Key {
    var id: Int
}

nonisolated extension Key: Hashable {}

@concurrent func distinctCount(_ keys: [Key]) async -> Int {
    Set(keys).count
}
