@testable import ActorfixIndex
import ActorfixSyntax
import Testing

@Suite("Isolation graph: which global a call names")
struct GlobalResolutionTests {
    /// The global functions (and constants) a use can name: its own module's, another module's
    /// only where the file imports it, never another file's `private` one, and of functions only
    /// those the call's argument labels fit (found on the real-code set: swift-nio's `assert(x)`
    /// was taken for SwiftSyntax's `assert`, a test module's `assert(_:within:)`).
    @Test func aCallNamesOnlyAVisibleGlobalItsArgumentsFit() {
        let files: [(String, String, String)] = [
            ("Kit/Kit.swift", "public func helper() {}\npublic func check(_ value: Bool, within: Int) {}\n", "Kit"),
            ("Kit/Other.swift", "private let domain = \"kit\"\n", "Kit"),
            ("App/A.swift", "func run() { helper() }\n", "App"),
            ("App/B.swift", "import Kit\nfunc go() { helper(); check(true) ; check(true, within: 1) }\nfunc name() -> String { domain }\n", "App"),
            ("Kit/Uses.swift", "private let domain = \"uses\"\nfunc read() -> String { domain }\n", "Kit"),
        ]
        let units = files.map { SourceUnit(tree: SyntaxTree.parse($0.1, path: $0.0), settings: swift6, module: $0.2) }
        let index = ProjectIndex(units: units, sdk: testSDK)
        let graph = IsolationGraph(index: index, target: { $0 })
        func targets(of name: String) -> [String] {
            let location = index.declarations.first { $0.value.member.name == name && $0.value.type == nil && index.units[$0.key.file].tree.bytes.count > 0 && index.node($0.key).kind == .funcDecl }!.key
            return (graph.uses[location] ?? []).compactMap { use in
                guard case .declaration(let target) = use.target else { return nil }
                return "\(index.declarations[target]!.member.name)@\(index.units[target.file].path)"
            }
        }
        // Not imported: nothing.
        #expect(targets(of: "run") == [])
        // Imported; `check(true)` fits no `check` of Kit (its `within:` has no default value).
        #expect(targets(of: "go") == ["helper@Kit/Kit.swift", "check@Kit/Kit.swift"])
        // Another module's private constant is not this file's.
        #expect(targets(of: "name") == [])
        // Of two private constants of one name, the file's own.
        #expect(targets(of: "read") == ["domain@Kit/Uses.swift"])
    }
}
