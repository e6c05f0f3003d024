import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

@Suite("Rule: global-mutable-state")
struct GlobalMutableStateTests {
    let rule = GlobalMutableState()

    @Test func neverAssignedSendableBecomesLet() {
        assertRule(rule, "var baseURL = \"https://example.com\"\nfunc f() { print(baseURL) }\n",
                   "let baseURL = \"https://example.com\"\nfunc f() { print(baseURL) }\n")
        assertRule(rule, "enum Config {\n    static var retries = 3\n    static var names: [String] = [\"a\"]\n}\n",
                   "enum Config {\n    static let retries = 3\n    static let names: [String] = [\"a\"]\n}\n")
    }

    /// Found by a helper on swift-mustache: `static let chars = Set<Character>("…")` was reported
    /// "cannot tell whether 'chars' (Set) is Sendable", the type's arguments dropped; a generic
    /// type or an array type called is now read as an annotation would write it. A
    /// non-Sendable element still counts.
    @Test func calledGenericTypesKeepTheirArguments() {
        let source = "enum Chars {\n    static let a = Set<Character>(\"abc\")\n    static let b = [Character](\"abc\")\n    static let c = Dictionary<String, Int>()\n}\n"
        let result = runEngine([rule], [("A.swift", source)])
        #expect(result.changes.isEmpty && result.advisories.isEmpty, "\(result.advisories.map(\.change.message))")
        let boxes = "final class Box {}\nenum Boxes {\n    static let all = Array<Box>()\n}\n"
        let reported = runEngine([rule], [("B.swift", boxes)])
        #expect(!reported.changes.isEmpty || !reported.advisories.isEmpty)
    }

    /// Found by a helper on ZIPFoundation: its tests assign an internal global through `@testable
    /// import` (bare and qualified by the module), which made the `var` a `let` marked safe and
    /// broke the test target. A module that imports it without `@testable` sees nothing.
    @Test func writesFromTestableImportersAreWrites() {
        let library = "var maxUInt32 = UInt32.max\npublic func needsZip64(_ size: UInt64) -> Bool { size >= UInt64(maxUInt32) }\n"
        for test in ["import XCTest\n@testable import Lib\nfunc lower() { maxUInt32 = 10 }\n",
                     "import XCTest\n@testable import Lib\nfunc lower() { Lib.maxUInt32 = 10 }\n"] {
            let result = runEngine([rule], [("Sources/Lib/Limits.swift", library), ("Tests/LibTests/T.swift", test)], modules: ["Lib", "LibTests"])
            #expect(finalText(result).contains("nonisolated(unsafe) var maxUInt32"), "\(finalText(result))")
        }
        let plain = "import Lib\nvar maxUInt32 = 1\nfunc lower() { maxUInt32 = 10 }\n"
        let result = runEngine([rule], [("Sources/Lib/Limits.swift", library), ("Sources/Other/O.swift", plain)], modules: ["Lib", "Other"])
        #expect(finalText(result).contains("let maxUInt32 = UInt32.max"), "\(finalText(result))")
    }

    /// Found by a helper on swift-metrics: a static `let` of a class whose `var`s a lock guards
    /// gets the opt-out, whose message and reason now name the lock and `@unchecked Sendable` on
    /// the class (what swift-metrics' people wrote); a class without a lock gets neither.
    @Test func lockGuardedClassesAreNamedBesideTheOptOut() {
        let box = "import Foundation\nenum System {\n    static let box = Box()\n    static func set() { box.replace(1) }\n}\nfinal class Box {\n    private let lock = NSLock()\n    private var value = 0\n    func replace(_ v: Int) { lock.lock(); value = v; lock.unlock() }\n}\n"
        let result = runEngine([rule], [("A.swift", box)])
        let change = result.changes.first { $0.change.message.contains("'box'") }
        #expect(change?.change.message.contains("@unchecked Sendable on its lock-guarded type") == true, "\(result.changes.map(\.change.message))")
        #expect(change?.change.reason.contains("Box holds 'lock': if it guards every access to 'value'") == true)
        let unlocked = runEngine([rule], [("A.swift", box.replacingOccurrences(of: "    private let lock = NSLock()\n", with: "").replacingOccurrences(of: "lock.lock(); ", with: "").replacingOccurrences(of: " lock.unlock()", with: ""))])
        #expect(unlocked.changes.allSatisfy { !$0.change.message.contains("@unchecked") && !$0.change.reason.contains("@unchecked") })
    }

    /// Found in Plot 0.14.0: a type nested in a `public extension` is public, so not implicitly
    /// Sendable, and a struct storing it cannot conform to Sendable (checked) on its own: both
    /// conform in one change (Stencil's `TrimBehaviour` and its `Trim`).
    @Test func typesOfPublicExtensionsArePublic() {
        let source = "public struct Indentation {\n    public var kind: Kind\n    static let standard = Indentation(kind: .tabs(1))\n}\npublic extension Indentation {\n    enum Kind { case tabs(Int) }\n}\n"
        let result = runEngine([rule], [("A.swift", source)])
        #expect(finalText(result).contains("public struct Indentation: Sendable {") && finalText(result).contains("enum Kind: Sendable {"), "\(finalText(result))")
        #expect(result.changes.count == 1 && result.changes[0].change.message.contains("and 'Indentation.Kind', which it stores"), "\(result.changes.map(\.change.message))")
        // Internal nesting keeps the struct conformable (the nested enum is implicitly Sendable).
        let internalSource = source.replacingOccurrences(of: "public extension", with: "extension")
        #expect(finalText(runEngine([rule], [("A.swift", internalSource)])).contains("public struct Indentation: Sendable"))
    }

    /// console-kit 4.6.0: `var input = CommandInput(…)` in `main.swift` is main-actor (SE-0343) and
    /// needs nothing, so it is no reason to conform `CommandInput` to Sendable; the same variable
    /// in another file is (it then becomes a `let`).
    @Test func aMainSwiftVariableAsksNoConformance() {
        let input = ("Input.swift", "public struct CommandInput {\n    public var arguments: [String]\n}\n")
        let main = "var input = CommandInput(arguments: [])\nprint(input.arguments)\n"
        let result = runEngine([rule], [input, ("main.swift", main)])
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
        let elsewhere = runEngine([rule], [input, ("Globals.swift", main.replacingOccurrences(of: "print(input.arguments)\n", with: ""))])
        #expect(finalText(elsewhere).contains("public struct CommandInput: Sendable"), "\(finalText(elsewhere))")
    }

    /// Found by a helper on XMLCoder's tests: type names resolve to the asking file's own
    /// declaration first (Swift's shadowing), then its module's, and never to another file's
    /// `private` type. Five test files each declared `private struct Book`, and the one whose
    /// `Book` held non-Sendable wrappers was judged by the first file's plain `Book` (its Swift 6
    /// error left in place); a test file's own `private struct Attribute` was taken for the
    /// library's generic `Attribute<Value>` (a needless `nonisolated(unsafe)`).
    @Test func typeNamesResolveToTheFilesOwnDeclarationFirst() {
        let plain = ("AOther.swift", "private struct Book {\n    let id: Int\n}\nprivate let shelf = Book(id: 1)\n")
        let wrapped = ("BookTests.swift", "final class Shelf {\n    var count = 0\n}\nprivate struct Book {\n    let shelf: Shelf\n}\nprivate let book = Book(shelf: Shelf())\nfunc read() async { print(book.shelf.count) }\n")
        let result = runEngine([rule], [plain, wrapped], settings: SwiftSettings(languageMode: 5), modules: ["Tests", "Tests"])
        #expect(finalText(result, 1).contains("nonisolated(unsafe) let book"), "\(finalText(result, 1))")
        #expect(finalText(result, 0) == plain.1, "\(finalText(result, 0))")
        let library = ("Attribute.swift", "public struct Attribute<Value> {\n    public var value: Value\n}\n")
        let shadowing = ("ShadowTests.swift", "private struct Attribute {\n    let id: String\n}\nprivate let newline = Attribute(id: \"a\")\nfunc read() async { print(newline.id) }\n")
        let shadowed = runEngine([rule], [library, shadowing], settings: SwiftSettings(languageMode: 5), modules: ["Lib", "LibTests"])
        #expect(shadowed.changes.isEmpty, "\(shadowed.changes.map(\.change.message))")
    }

    /// A test fixture's `"<a/>".data(using: .utf8)!` is Data (54 "cannot tell" reports on
    /// XMLCoder's tests, found by a helper); `x!` unwraps what `x` is.
    @Test func forceUnwrappedStringDataIsData() {
        let result = runEngine([rule], [("A.swift", "import Foundation\nlet fixture = \"<a/>\".data(using: .utf8)!\nlet maybe = \"<b/>\".data(using: .utf8)\nfunc read() async { print(fixture, maybe as Any) }\n")])
        #expect(result.advisories.isEmpty && result.changes.isEmpty, "\(result.advisories.map(\.change.message)) \(result.changes.map(\.change.message))")
    }

    /// swift-collections' containers are Sendable when their elements are: no "cannot tell".
    @Test func collectionsPackageContainersFollowTheirElements() {
        let source = "import OrderedCollections\nenum Config {\n    static let ids: OrderedSet<Int> = [1]\n    static let boxes: OrderedSet<Box> = []\n}\nfinal class Box: Hashable {\n    var n = 0\n    static func == (a: Box, b: Box) -> Bool { a === b }\n    func hash(into h: inout Hasher) {}\n}\nfunc read() async { print(Config.ids, Config.boxes) }\n"
        let result = runEngine([rule], [("A.swift", source)])
        #expect(result.advisories.isEmpty, "\(result.advisories.map(\.change.message))")
        #expect(result.changes.map(\.change.message).allSatisfy { $0.contains("'boxes'") }, "\(result.changes.map(\.change.message))")
        #expect(finalText(result).contains("nonisolated(unsafe) static let boxes"), "\(finalText(result))")
        // A type of the run named so is its own.
        let own = runEngine([rule], [("A.swift", source + "struct OrderedSet<Element>: ExpressibleByArrayLiteral {\n    var storage: [Element]\n    let box = Box()\n    init(arrayLiteral elements: Element...) { storage = elements }\n}\n")])
        #expect(own.changes.contains { $0.change.message.contains("'ids'") }, "\(own.changes.map(\.change.message))")
    }

    @Test func mainActorOnlyUseGetsMainActorBeforeModifiers() {
        let views = ("Views.swift", "struct Screen: View {\n    var body: some View { Text(\"\\(Counter.value)\") }\n    func tap() { Counter.value += 1 }\n}\n")
        assertRule(rule, "enum Counter {\n    static var value = 0\n}\n",
                   "enum Counter {\n    @MainActor static var value = 0\n}\n", others: [views])
    }

    @Test func otherUseIsOptedOutForReview() {
        let result = runEngine([rule], [("A.swift", "var hits = 0\nfunc record() { hits += 1 }\n")])
        #expect(finalText(result) == "nonisolated(unsafe) var hits = 0\nfunc record() { hits += 1 }\n")
        #expect(result.changes.first?.change.safety == .review)
        #expect(result.changes.first?.change.reason.contains("SE-0412") == true)
        // A non-Sendable constant used off the main actor.
        let constant = runEngine([rule], [("B.swift", "let formatter = DateFormatter()\nfunc f() { _ = formatter }\n")])
        #expect(finalText(constant) == "nonisolated(unsafe) let formatter = DateFormatter()\nfunc f() { _ = formatter }\n")
        let staticOne = runEngine([rule], [("C.swift", "final class Log {\n    private static var lines: [String] = []\n    func add() { Self.lines.append(\"x\") }\n}\n")])
        // After the access modifier, the usual order (and the one SwiftLint's modifier_order wants).
        #expect(finalText(staticOne) == "final class Log {\n    private nonisolated(unsafe) static var lines: [String] = []\n    func add() { Self.lines.append(\"x\") }\n}\n")
    }

    @Test func saysWhenTheChangeNeedsANewerCompilerThanTheManifestDeclares() {
        var old = SwiftSettings(languageMode: 5)
        old.toolsVersion = "5.5"
        let result = runEngine([rule], [("A.swift", "var hits = 0\nfunc record() { hits += 1 }\n")], settings: old)
        #expect(result.changes.first?.change.message.contains("needs Swift 5.10") == true)
        #expect(result.changes.first?.change.reason.contains("swift-tools-version 5.5") == true)
        var recent = old
        recent.toolsVersion = "5.10"
        let fine = runEngine([rule], [("A.swift", "var hits = 0\nfunc record() { hits += 1 }\n")], settings: recent)
        #expect(fine.changes.first?.change.message.contains("needs Swift") == false)
    }

    @Test func cannotTellIsReportedNotKeptQuiet() {
        let result = runEngine([rule], [("A.swift", "let logger = Logger(label: \"x\")\nlet made = make()\n")])
        #expect(result.changes.isEmpty)
        #expect(result.advisories.map(\.change.message) == ["cannot tell whether 'logger' (Logger) is Sendable (review)",
                                                             "cannot tell whether 'made' is Sendable (review)"])
    }

    @Test func selfInADefaultValueIsTheEnclosingType() {
        // Found in swift-argument-parser 1.2.3 (ArgumentVisibility).
        assertRule(rule, "public struct Visibility: Hashable {\n    var level: Int\n    public static let hidden = Self(level: 1)\n}\n",
                   "public struct Visibility: Hashable, Sendable {\n    var level: Int\n    public static let hidden = Self(level: 1)\n}\n")
    }

    @Test func enumPayloadsAndTypealiasesDecide() {
        // SwiftCSV 0.8.1: a public enum with a Sendable payload may conform.
        assertRule(rule, "public enum Delimiter {\n    case comma\n    case character(Character)\n    static let recognized: [Delimiter] = [.comma]\n}\n",
                   "public enum Delimiter: Sendable {\n    case comma\n    case character(Character)\n    static let recognized: [Delimiter] = [.comma]\n}\n")
        // Yams 5.0.6: a typealias of a dictionary of functions is not Sendable.
        let yams = runEngine([rule], [("A.swift", "enum Constructor {\n    typealias Map = [String: (Int) -> Any?]\n    static let defaultMap: Map = [:]\n}\nfunc f() { _ = Constructor.defaultMap }\n")])
        #expect(finalText(yams).contains("nonisolated(unsafe) static let defaultMap"))
        // Rainbow 4.0.1: a public var that clients may set is not held back for the conformance.
        let rainbow = runEngine([rule], [("A.swift", "public enum Target {\n    case console\n    static var current: Target = .console\n}\npublic enum Rainbow {\n    public static var target = Target.current\n}\n")])
        #expect(finalText(rainbow) == "public enum Target: Sendable {\n    case console\n    static let current: Target = .console\n}\npublic enum Rainbow {\n    public nonisolated(unsafe) static var target = Target.current\n}\n")
    }

    @Test func defaultValuesInOtherFilesAreReadInTheirOwnTree() {
        // Crashed on swift-numerics 1.0.2: a literal's token was looked up in the checking file's tree.
        let long = (0..<40).map { "func g\($0)() {}\n" }.joined()
        let result = runEngine([rule], [("A.swift", "public struct S { let a: Int }\n"), ("B.swift", long + "enum E {\n    static let limit = 5\n}\n")])
        #expect(result.errors.isEmpty)
        #expect(finalText(result, 1).hasSuffix("static let limit = 5\n}\n"))
    }

    @Test func pointersAreNotSendable() {
        let result = runEngine([rule], [("A.swift", "struct Stream: TextOutputStream {\n    let file: UnsafeMutablePointer<FILE>\n    static let err = Stream(file: stderr)\n}\nfunc f() { _ = Stream.err }\n")])
        #expect(finalText(result).contains("nonisolated(unsafe) static let err"))
    }

    /// A function type is not Sendable unless it says so: a closure that captures no mutable state
    /// gets `@Sendable` in its type (checked); one that uses a `var` is opted out (review).
    @Test func functionTypedGlobalsAreNotSendable() {
        let result = runEngine([rule], [("A.swift", "var count = 0\nlet onExit: () -> Void = {}\nlet bump: () -> Void = { count += 1 }\nlet safe: @Sendable () -> Void = {}\nfunc f() { onExit(); bump(); safe() }\n")])
        #expect(finalText(result) == "nonisolated(unsafe) var count = 0\nlet onExit: @Sendable () -> Void = {}\nnonisolated(unsafe) let bump: () -> Void = { count += 1 }\nlet safe: @Sendable () -> Void = {}\nfunc f() { onExit(); bump(); safe() }\n")
    }

    @Test func aSetterAccessModifierGoesWithTheVar() {
        assertRule(rule, "enum Config {\n    private(set) static var retries = 3\n}\n", "enum Config {\n    static let retries = 3\n}\n")
        // Public, but clients cannot assign it: a constant.
        assertRule(rule, "public enum Config {\n    public private(set) static var retries = 3\n}\n",
                   "public enum Config {\n    public static let retries = 3\n}\n")
        // Members of a public extension are public: clients may assign.
        let result = runEngine([rule], [("A.swift", "public enum Config {}\npublic extension Config {\n    static var retries = 3\n}\n")])
        #expect(finalText(result).contains("nonisolated(unsafe) static var retries"))
    }

    @Test func leavesSafeDeclarationsAlone() {
        let untouched = [
            "@MainActor var a = 0\n",
            "nonisolated(unsafe) var b = 0\n",
            "var computed: Int { 1 }\n",
            "let constant = 1\n",
            "@MainActor final class M { static var shared = 0 }\n",
            "struct V: View { static var cache = 0\n var body: some View { Text(\"\") } }\n",
            "func f() { var local = 0; local += 1 }\n",
            "actor A { var state = 0 }\n",
            "enum E { static let x = \"s\" }\n",
            // Metatypes are Sendable (swift-composable-architecture's `Any.Type` fields).
            "let kind: Any.Type = Int.self\nenum Registry { static let types: [Any.Type] = [Int.self] }\n",
            // A composition with Sendable is Sendable (Vapor's cache-control key paths).
            "struct Cache { var noStore = false\n private static let exact: [String: any WritableKeyPath<Cache, Bool> & Sendable] = [\"no-store\": \\.noStore] }\n",
        ]
        assertLeavesAlone(rule, untouched, settings: SwiftSettings(languageMode: 5, sdk: .xcode26))
        // Under default main-actor isolation (SE-0466) globals are isolated already.
        let isolated = runEngine([rule], [("A.swift", "var hits = 0\nfunc record() { hits += 1 }\n")],
                                 settings: SwiftSettings(languageMode: 6, defaultIsolation: .mainActor))
        #expect(isolated.changes.isEmpty)
        // Top-level variables of main.swift are main-actor isolated.
        let main = runEngine([rule], [("main.swift", "var hits = 0\nhits += 1\n")])
        #expect(main.changes.isEmpty)
    }

    /// Statics whose values name each other (`static var first = second`, a compile error) are
    /// not typed, and typing them ends: no change says more than it can know.
    @Test func staticsNamingEachOtherInACycleEnd() {
        let source = "enum Loop {\n    static var first = second\n    static var second = first\n}\n\nfunc f() { Loop.first = Loop.second }\n"
        let result = runEngine([GlobalMutableState()], [("Loop.swift", source)])
        #expect(result.changes.allSatisfy { $0.change.message.contains("nonisolated(unsafe)") }, "\(result.changes.map(\.change.message))")
    }
}
