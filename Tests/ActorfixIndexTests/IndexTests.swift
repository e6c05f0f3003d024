import ActorfixIndex
import ActorfixSyntax
import Testing

@Suite("Index: declarations")
struct IndexDeclarationTests {
    @Test func extensionsInOtherFilesAreMerged() throws {
        let index = makeIndex([
            ("Model.swift", "final class Model<T>: NSObject where T: Sendable {\n  var items: [T] = []\n  struct Row { let id: Int }\n}"),
            ("Model+Extras.swift", "extension Model: Identifiable {\n  var count: Int { items.count }\n}\nextension Model: Equatable where T: Equatable {}\nextension Model.Row: Hashable { func f() {} }"),
            ("Other.swift", "extension String: @retroactive Identifiable {}"),
        ])
        let model = try #require(index.types["Model"])
        #expect(model.kind == .class)
        #expect(model.genericParameters == ["T"])
        #expect(model.inheritedOnDeclaration == ["NSObject"])
        #expect(model.inheritedInExtensions.map(\.name) == ["Identifiable", "Equatable"])
        #expect(model.inheritedInExtensions.map(\.conditional) == [false, true])
        #expect(model.extensions.count == 2)
        let items = try #require(model.members(named: "items").first)
        #expect(items.isStored && !items.isLet && items.declaredType == "[T]" && items.initialValue == "[]")
        let count = try #require(model.members(named: "count").first)
        #expect(!count.isStored)
        let row = try #require(index.types["Model.Row"])
        #expect(row.kind == .struct)
        #expect(row.allConformances == ["Hashable"])
        #expect(row.members.map(\.name) == ["id", "f"])
        #expect(index.lookupType("Row", from: "Model")?.name == "Model.Row")
        #expect(index.externalExtensions["String"]?.count == 1)
    }

    @Test func aNestedTypealiasShadowsTypesOfItsNameElsewhere() {
        let index = makeIndex([("A.swift", """
            final class DownloadRequest {
                typealias Destination = @Sendable (String) -> String
                typealias Options = Settings
            }
            struct Settings {}
            struct FormEncoder { enum Destination { case query } }
            typealias Handler = Settings
            """)])
        // Names that are no type's and no typealias's last component resolve to nothing at once;
        // a typealias's name resolves through it, from any scope.
        #expect(index.lookupType("Sendable", from: "DownloadRequest") == nil)
        #expect(index.lookupType("Handler", from: "FormEncoder.Destination")?.name == "Settings")
        #expect(index.lookupType("Handler")?.name == "Settings")
        // Without the alias, the one type whose simple name is `Destination` would answer.
        #expect(index.lookupType("Destination", from: "DownloadRequest") == nil)
        #expect(index.lookupType("Options", from: "DownloadRequest")?.name == "Settings")
        #expect(index.lookupType("Destination", from: "FormEncoder")?.name == "FormEncoder.Destination")
        #expect(index.lookupType("Destination")?.name == "FormEncoder.Destination")
        // A qualified name of another module's type is not the project's type of that simple name;
        // one named with its module is.
        #expect(index.lookupType("HTTPRequest.Destination") == nil)
        #expect(index.lookupType("MyModule.FormEncoder.Destination")?.name == "FormEncoder.Destination")
        // An `@available(*, unavailable)` extension's conformances do not hold.
        let other = makeIndex([("B.swift", "final class Box {}\n@available(*, unavailable)\nextension Box: Sendable {}\nextension Box: Equatable {}\n")])
        #expect(other.types["Box"]?.inheritedInExtensions.map(\.name) == ["Equatable"])
    }

    @Test func membersRecordWrappersStaticnessAndEffects() throws {
        let index = makeIndex([("V.swift", """
            struct V {
                @State private var a = 1, b = 2
                @StateObject var store = Store()
                static let shared = V()
                nonisolated(unsafe) static var cache = 0
                @MainActor func load() async throws {}
                case x
            }
            @propertyWrapper struct Clamped { @MainActor var wrappedValue: Int }
            @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
            @DatabaseActor var database = 0
            typealias Identifier = String
            """)])
        let v = try #require(index.types["V"])
        #expect(v.members(named: "a").first?.propertyWrappers == ["State"])
        #expect(v.members(named: "b").first?.propertyWrappers == ["State"])
        #expect(v.members(named: "store").first?.propertyWrappers == ["StateObject"])
        #expect(v.members(named: "shared").first.map { $0.isStatic && $0.isLet } == true)
        #expect(v.members(named: "cache").first?.explicitIsolation == .nonisolatedUnsafe)
        let load = try #require(v.members(named: "load").first)
        #expect(load.isAsync && load.isThrowing && load.explicitIsolation == .mainActor)
        #expect(index.globalActors == ["MainActor", "DatabaseActor"])
        #expect(index.globals["database"]?.first?.explicitIsolation == .globalActor("DatabaseActor"))
        #expect(index.typealiases["Identifier"] == "String")
    }
}

@Suite("Index: isolation inference")
struct IsolationInferenceTests {
    @Test func explicitActorsAndInheritance() throws {
        let index = makeIndex([("A.swift", """
            @MainActor class Base {}
            class Derived: Base { var x = 0; nonisolated func f() {} }
            class Screen: UIViewController { func show() {} }
            actor Store { var n = 0; static var count = 0 }
            struct Plain { var y = 0 }
            """)])
        func verdict(_ name: String) -> IsolationVerdict { index.isolation(ofType: index.types[name]!, settings: swift6) }
        #expect(verdict("Base").isolation == .mainActor)
        #expect(verdict("Derived").isolation == .mainActor)
        #expect(verdict("Derived").reason.contains("inherits from Base"))
        #expect(verdict("Screen").isolation == .mainActor)
        #expect(verdict("Screen").reason.contains("UIViewController"))
        #expect(verdict("Store").isolation == .actorInstance)
        #expect(verdict("Plain").isolation == .nonisolated)
        let derived = index.types["Derived"]!
        #expect(index.isolation(ofMember: derived.members(named: "f")[0], in: derived, settings: swift6).isolation == .nonisolated)
        #expect(index.isolation(ofMember: derived.members(named: "x")[0], in: derived, settings: swift6).isolation == .mainActor)
        let store = index.types["Store"]!
        #expect(index.isolation(ofMember: store.members(named: "n")[0], in: store, settings: swift6).isolation == .actorInstance)
        #expect(index.isolation(ofMember: store.members(named: "count")[0], in: store, settings: swift6).isolation == .nonisolated)
    }

    @Test func viewIsolationDependsOnTheSDKGeneration() throws {
        let index = makeIndex([("V.swift", "struct V: View {\n  var body: some View { Text(\"\") }\n  var paste: some View { PasteButton() }\n}")])
        let v = try #require(index.types["V"])
        #expect(index.isolation(ofType: v, settings: swift6).isolation == .mainActor)
        #expect(index.isolation(ofType: v, settings: swift6).reason.contains("View"))
        // Before the 2024 SDKs only `body` is main-actor isolated.
        #expect(index.isolation(ofType: v, settings: swift6OldSDK).isolation == .nonisolated)
        let body = v.members(named: "body")[0], paste = v.members(named: "paste")[0]
        #expect(index.isolation(ofMember: body, in: v, settings: swift6OldSDK).isolation == .mainActor)
        #expect(index.isolation(ofMember: paste, in: v, settings: swift6OldSDK).isolation == .nonisolated)
        #expect(index.isMainActor(typeNamed: "PasteButton", settings: swift6OldSDK))
    }

    @Test func conformanceInAnExtensionIsolatesOnlyThatExtension() throws {
        let index = makeIndex([
            ("Source.swift", "final class Source { var rows = 0 }"),
            ("Source+Table.swift", "extension Source: UITableViewDataSource {\n  func numberOfRows() -> Int { rows }\n}"),
        ])
        let source = try #require(index.types["Source"])
        #expect(index.isolation(ofType: source, settings: swift6).isolation == .nonisolated)
        let method = source.members(named: "numberOfRows")[0]
        #expect(index.isolation(ofMember: method, in: source, settings: swift6).isolation == .mainActor)
        #expect(index.isolation(ofMember: source.members(named: "rows")[0], in: source, settings: swift6).isolation == .nonisolated)
    }

    @Test func propertyWrapperInferenceIsSwift5Only() throws {
        // SE-0401: a type using @StateObject was @MainActor in Swift 5 mode, not in Swift 6.
        let index = makeIndex([("V.swift", "struct Screen {\n  @StateObject var store = Store()\n  @State var n = 0\n}\nstruct Counter { @State var n = 0 }")])
        let screen = try #require(index.types["Screen"])
        let oldSDK5 = SwiftSettings(languageMode: 5, sdk: .xcode15)
        #expect(index.isolation(ofType: screen, settings: oldSDK5).isolation == .mainActor)
        #expect(index.isolation(ofType: screen, settings: oldSDK5).reason.contains("SE-0401"))
        #expect(index.isolation(ofType: screen, settings: swift6OldSDK).isolation == .nonisolated)
        #expect(index.isolation(ofType: index.types["Counter"]!, settings: oldSDK5).isolation == .nonisolated)
        var upcoming = oldSDK5
        upcoming.features.insert("DisableOutwardActorInference")
        #expect(index.isolation(ofType: screen, settings: upcoming).isolation == .nonisolated)
    }

    @Test func defaultMainActorIsolation() throws {
        let index = makeIndex([("A.swift", "struct Model { var x = 0 }\nnonisolated struct Free {}\nvar counter = 0\nactor A {}")])
        let mainByDefault = SwiftSettings(languageMode: 6, defaultIsolation: .mainActor)
        #expect(index.isolation(ofType: index.types["Model"]!, settings: mainByDefault).isolation == .mainActor)
        #expect(index.isolation(ofType: index.types["Model"]!, settings: mainByDefault).reason.contains("SE-0466"))
        #expect(index.isolation(ofType: index.types["Free"]!, settings: mainByDefault).isolation == .nonisolated)
        #expect(index.isolation(ofType: index.types["A"]!, settings: mainByDefault).isolation == .actorInstance)
        #expect(index.isolation(ofGlobal: index.globals["counter"]![0], settings: mainByDefault).isolation == .mainActor)
        #expect(index.isolation(ofGlobal: index.globals["counter"]![0], settings: swift6).isolation == .nonisolated)
    }

    @Test func customGlobalActorsAndProtocols() throws {
        let index = makeIndex([("A.swift", """
            @globalActor actor DB { static let shared = DB() }
            @DB protocol Stored {}
            protocol Persisted: Stored {}
            struct Row: Persisted { var id = 0 }
            """)])
        #expect(index.isolation(ofType: index.types["Row"]!, settings: swift6).isolation == .globalActor("DB"))
        #expect(index.isolation(ofType: index.types["Row"]!, settings: swift6).reason.contains("refines Stored"))
    }

    @Test func whereAsyncFunctionsRun() throws {
        let index = makeIndex([("A.swift", "struct S { func work() async {}\n @concurrent func heavy() async {}\n func sync() {} }\nactor A { func f() async {} }")])
        let s = index.types["S"]!
        var settings = swift6
        #expect(!index.runsOnCallersActor(s.members(named: "work")[0], in: s, settings: settings))
        settings.features.insert("NonisolatedNonsendingByDefault")
        #expect(index.runsOnCallersActor(s.members(named: "work")[0], in: s, settings: settings))
        #expect(!index.runsOnCallersActor(s.members(named: "heavy")[0], in: s, settings: settings))
        #expect(!index.runsOnCallersActor(s.members(named: "sync")[0], in: s, settings: settings))
        let a = index.types["A"]!
        #expect(!index.runsOnCallersActor(a.members(named: "f")[0], in: a, settings: settings))
    }
}

@Suite("Index: references")
struct ReferenceTests {
    @Test func writesAreTold() throws {
        let index = makeIndex([
            ("Config.swift", "enum Config {\n  static var baseURL = \"x\"\n  static var retries = 3\n  static var items: [Int] = []\n  static var flag = false\n}"),
            ("Use.swift", """
                func use() {
                    print(Config.baseURL)
                    Config.retries += 1
                    Config.items.append(1)
                    toggle(&Config.flag)
                }
                struct V {
                    var pulse = false
                    var count = 0
                    func f() {
                        _ = pulse
                        self.count = 2
                        let c = { [pulse] in print(pulse) }
                    }
                }
                """),
        ])
        // Global and static variables are indexed eagerly; other names are scanned on demand.
        func writes(_ name: String) -> [Bool] { index.scanReferences(to: name).map(\.isWrite) }
        #expect(!index.references.references(to: "retries").isEmpty)
        #expect(index.references.references(to: "count").isEmpty)
        #expect(writes("baseURL") == [false])
        #expect(writes("retries") == [true])
        #expect(writes("items") == [true])
        #expect(writes("flag") == [true])
        #expect(writes("count") == [true])
        #expect(writes("pulse").allSatisfy { !$0 })
        let count = try #require(index.scanReferences(to: "count").first)
        #expect(count.base == .selfBase)
        #expect(count.enclosingType == "V")
        #expect(index.references.references(to: "baseURL").first?.base == .named("Config"))
        #expect(index.scanReferences(to: "pulse").first?.base == Reference.Base.none)
    }
}

@Suite("Index: declaration locations")
struct DeclLocationHashingTests {
    /// Locations hash through `_rawHashValue(seed:)`: equal locations must agree with `==` in
    /// sets and dictionaries, and neighbouring nodes and files must spread over a table's low bits
    /// (a hash that left them in the high bits would make every look-up a long probe).
    @Test func locationsSpreadOverTheLowBitsAndAgreeWithEquality() {
        var seen = Set<DeclLocation>()
        var table: [DeclLocation: Int] = [:]
        for file in 0..<64 { for node in Int32(0)..<64 { seen.insert(DeclLocation(file: file, node: node)); table[DeclLocation(file: file, node: node)] = file * 64 + Int(node) } }
        #expect(seen.count == 64 * 64)
        #expect(seen.contains(DeclLocation(file: 63, node: 63)) && !seen.contains(DeclLocation(file: 64, node: 0)))
        #expect(table[DeclLocation(file: 5, node: 7)] == 5 * 64 + 7)
        let low = Set(seen.map { $0._rawHashValue(seed: 0) & 0xFFF })
        #expect(low.count > 4096 / 2)
        #expect(DeclLocation(file: 3, node: 9)._rawHashValue(seed: 1) == DeclLocation(file: 3, node: 9)._rawHashValue(seed: 1))
        #expect(DeclLocation(file: 3, node: 9)._rawHashValue(seed: 1) != DeclLocation(file: 9, node: 3)._rawHashValue(seed: 1))
    }
}
