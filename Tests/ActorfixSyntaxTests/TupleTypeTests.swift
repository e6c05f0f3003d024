import ActorfixSyntax
import Testing

@Suite("Tuple types as written")
struct TupleTypeTests {
    @Test("labelled and unlabelled elements, nested generics and tuples kept whole")
    func elements() throws {
        let labelled = try #require(tupleTypeElements("(sut: TabManager, store: Store<[Int: String]>)"))
        #expect(labelled.map(\.label) == ["sut", "store"])
        #expect(labelled.map(\.type) == ["TabManager", "Store<[Int: String]>"])
        let plain = try #require(tupleTypeElements(" (Int, (a: Int, b: Int)?, _)"))
        #expect(plain.map(\.label) == [nil, nil, nil])
        #expect(plain.map(\.type) == ["Int", "(a: Int, b: Int)?", "_"])
    }

    @Test("not tuples: a parenthesized type, a function type, a plain name")
    func notTuples() {
        #expect(tupleTypeElements("(Int)") == nil)
        #expect(tupleTypeElements("(Int, String) -> Void") == nil)
        #expect(tupleTypeElements("TabManager") == nil)
        #expect(tupleTypeElements("(Int, String)?") == nil)
    }
}
