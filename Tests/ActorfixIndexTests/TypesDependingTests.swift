import Testing
@testable import ActorfixIndex
import ActorfixSyntax

/// The facts carry-over marks dirty every type that reads a changed type (inherits from it,
/// conforms to it, wraps a property in it). It looks up only the names whose last component may
/// name a dirty type; the answer must be the one looking up every name of every type gives.
@Suite("Types depending on changed types")
struct TypesDependingTests {
    /// Every type's names looked up, the edges followed from the roots (the former way).
    static func byAllEdges(_ index: ProjectIndex, _ roots: Set<String>) -> Set<String> {
        var dependents: [String: [String]] = [:]
        for (key, info) in index.types {
            var names = info.allConformances
            for member in info.members { names += member.propertyWrappers }
            for name in names {
                for found in [index.lookupType(name, from: info.name, inFile: info.declaration.file), index.lookupType(name, from: info.name), index.lookupType(name)] {
                    if let found, index.key(of: found) != key { dependents[index.key(of: found), default: []].append(key) }
                }
            }
        }
        var dirty = roots, work = Array(roots)
        while let key = work.popLast() {
            for dependent in dependents[key] ?? [] where dirty.insert(dependent).inserted { work.append(dependent) }
        }
        return dirty
    }

    static let files: [(String, String, String?)] = [
        ("A/Base.swift", """
            protocol Base {}
            protocol Refined: Base {}
            class Root {}
            @propertyWrapper struct Box<T> { var wrappedValue: T }
            typealias Alias = Refined
            enum Outer { protocol Inner {}; typealias Local = Base; struct UsesLocal: Local {} }
            struct Model: Swift.Equatable, A.Refined {}
            """, "A"),
        ("A/Users.swift", """
            final class Sub: Root, Alias {}
            final class SubSub: Sub {}
            struct Holder { @Box var value: Int }
            struct Generic: Outer.Inner {}
            extension Model: Outer.Inner {}
            struct Unrelated: Hashable {}
            """, "A"),
        ("B/Other.swift", """
            protocol Base {}
            struct InB: Base {}
            class Root {}
            final class SubInB: Root {}
            """, "B"),
    ]

    @Test(arguments: [["Base"], ["Root"], ["Box"], ["Outer.Inner"], ["Refined"], ["Base#2"], ["Root#2"], ["Outer.Inner", "Root#2"], ["Unrelated"]])
    func sameAsLookingUpEveryName(_ roots: [String]) {
        let units = Self.files.map { SourceUnit(tree: SyntaxTree.parse($0.1, path: $0.0), settings: SwiftSettings(), module: $0.2) }
        let index = ProjectIndex(units: units, sdk: testSDK)
        for root in roots { #expect(index.types[root] != nil, "no type \(root): keys \(index.types.keys.sorted())") }
        let expected = Self.byAllEdges(index, Set(roots))
        #expect(index.typesDepending(on: Set(roots)) == expected)
        // Not vacuous: changing a protocol dirties its conformers.
        if roots == ["Base"] { #expect(expected.isSuperset(of: ["Refined", "Model", "Sub", "SubSub", "Outer.UsesLocal"]), "\(expected.sorted())") }
    }
}
