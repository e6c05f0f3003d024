import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

@Suite("Rule: conformance-isolation")
struct ConformanceIsolationTests {
    /// IceCubesApp's StatusKit declares its protocols in a target with `.defaultIsolation(MainActor.self)`;
    /// its tests (nonisolated by default) conform with `@MainActor` mocks. The protocol is
    /// main-actor isolated, so nothing crosses over (checked with swiftc across two modules).
    @Test func aProtocolIsolatedByItsModulesDefaultIsolationNeedsNothing() throws {
        let proto = "public protocol Client: Sendable {\n    func upload() -> Int\n}\n"
        let mock = "@MainActor final class Fake: Client {\n    var calls = 0\n    func upload() -> Int { calls += 1; return calls }\n}\n"
        let engine = Engine(rules: [ConformanceIsolation()], sdk: try SDKKnowledge.bundled(), jobs: 1)
        let kit = SwiftSettings(languageMode: 6, defaultIsolation: .mainActor)
        let tests = SwiftSettings(languageMode: 6)
        let result = engine.run([InputFile(path: "Kit/Client.swift", bytes: Array(proto.utf8), settings: kit),
                                 InputFile(path: "Tests/Fake.swift", bytes: Array(mock.utf8), settings: tests)])
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")

        // The same protocol in a nonisolated module: the conformance crosses into main-actor code,
        // and since Client refines Sendable no isolated conformance can fix it ("cannot form main
        // actor-isolated conformance", swiftc 6.3.1): reported, not rewritten.
        let plain = engine.run([InputFile(path: "Kit/Client.swift", bytes: Array(proto.utf8), settings: tests),
                                InputFile(path: "Tests/Fake.swift", bytes: Array(mock.utf8), settings: tests)])
        #expect(plain.changes.isEmpty, "\(plain.changes.map(\.change.message))")
        #expect(plain.advisories.count == 1)
        #expect(plain.advisories.first?.change.reason.contains("refines Sendable") == true)
    }

    /// The reason for `@MainActor` on a protocol names its first conformers in source order, the
    /// same on every run (RxSwift's data-source protocols listed them in the order of a
    /// dictionary, which changes from one run to the next).
    @Test func aMainActorProtocolsReasonNamesItsConformersInSourceOrder() throws {
        let proto = "protocol Pane: AnyObject {\n    func show()\n}\n"
        let conformers = ["Zeta", "Alpha", "Mid", "Beta"].map { name in
            "final class \(name): UIViewController, Pane {\n    var shown = 0\n    func show() { shown += 1 }\n}\n"
        }
        let engine = Engine(rules: [ConformanceIsolation()], sdk: try SDKKnowledge.bundled(), jobs: 1)
        let settings = SwiftSettings(languageMode: 5)
        let files = [InputFile(path: "Pane.swift", bytes: Array(proto.utf8), settings: settings)]
            + conformers.enumerated().map { InputFile(path: "C\($0.offset).swift", bytes: Array("import UIKit\n\($0.element)".utf8), settings: settings) }
        let reasons = engine.run(files).changes.map(\.change.reason) + engine.run(files).advisories.map(\.change.reason)
        let reason = try #require(reasons.first { $0.contains("every type that conforms to Pane") })
        #expect(reason.contains("(Zeta, Alpha, Mid, …)"), "\(reason)")
    }

    /// Under default main-actor isolation, the conformance to another module's protocol that
    /// refines only the standard library's is inferred isolated (`X: PA`, `PA: Decodable`), but
    /// not to one that also refines a protocol of the run (`Y: PC`, `PC: PA`): swiftc 6.3.1 with
    /// two modules, "conformance of 'Y' to protocol 'PC' crosses into main actor-isolated code".
    /// Within one module both fail. Unless a conformer uses main-actor code, the protocols and
    /// their conformers become nonisolated together instead, in one module or two (checked with
    /// swiftc 6.3.1, two modules).
    @Test func anotherModulesProtocolNeedsTheIsolatedConformanceOnlyWhenItRefinesTheRuns() throws {
        let protocols = "public protocol PA: Decodable {\n    init()\n}\n\npublic protocol PC: PA {\n    func run()\n}\n"
        let conformers = "struct X: PA {\n    var n = 0\n}\n\nstruct Y: PC {\n    var n = 0\n    func run() {}\n}\n"
        let settings = SwiftSettings(languageMode: 6, defaultIsolation: .mainActor)
        let mainActorCode = conformers + "\nfunc log() {}\n\nextension X {\n    func report() { log() }\n}\n"
        let twoModules = runEngine([ConformanceIsolation()], [("A/Protocols.swift", protocols), ("B/Conformers.swift", mainActorCode)], settings: settings, modules: ["A", "B"])
        #expect(finalText(twoModules, 1) == mainActorCode.replacingAll("struct Y: PC", with: "struct Y: @MainActor PC"), "\(finalText(twoModules, 1))")
        let groupInTwo = runEngine([ConformanceIsolation()], [("A/Protocols.swift", protocols), ("B/Conformers.swift", conformers)], settings: settings, modules: ["A", "B"])
        #expect(finalText(groupInTwo, 0) == protocols.replacingAll("public protocol", with: "public nonisolated protocol"), "\(finalText(groupInTwo, 0))")
        #expect(finalText(groupInTwo, 1) == conformers.replacingAll("struct", with: "nonisolated struct"), "\(finalText(groupInTwo, 1))")
        let together = runEngine([ConformanceIsolation()], [("A/Protocols.swift", protocols), ("A/Conformers.swift", conformers)], settings: settings, modules: ["A", "A"])
        #expect(finalText(together, 0) == protocols.replacingAll("public protocol", with: "public nonisolated protocol"), "\(finalText(together, 0))")
        #expect(finalText(together, 1) == conformers.replacingAll("struct", with: "nonisolated struct"), "\(finalText(together, 1))")
        let oneModule = runEngine([ConformanceIsolation()], [("A/Protocols.swift", protocols), ("A/Conformers.swift", mainActorCode)], settings: settings, modules: ["A", "A"])
        #expect(finalText(oneModule, 1) == mainActorCode.replacingAll("struct X: PA", with: "struct X: @MainActor PA").replacingAll("struct Y: PC", with: "struct Y: @MainActor PC"),
                "\(finalText(oneModule, 1))")
        // Review, not safe: written before the settings switch, the conformance is isolated in
        // the mode the module builds in now, and a dynamic cast off the main actor fails at run
        // time (a helper's measurement: Files' `print(folder)` off the main thread, swift-argument-
        // parser's `command as? AsyncParsableCommand` running the help screen instead).
        #expect(!oneModule.changes.isEmpty && oneModule.changes.allSatisfy { $0.change.safety == .review && $0.change.reason.contains("dynamic cast") },
                "\(oneModule.changes.map { ($0.change.safety, $0.change.reason) })")
    }

    /// A conformer in another target (a test's mock) goes with the group: made nonisolated under
    /// the default isolation of its own module, left alone where it is nonisolated already. (A
    /// helper found that any conformer in a test target made the group fall back.)
    @Test func conformersInOtherModulesGoWithTheGroup() throws {
        let library = "protocol Location: CustomStringConvertible {\n    var path: String { get }\n}\n\nextension Location {\n    var description: String { path }\n}\n\nstruct File: Location {\n    let path: String\n}\n"
        let mock = "struct MockLocation: Location {\n    var path = \"/tmp\"\n}\n"
        let app = SwiftSettings(languageMode: 6, defaultIsolation: .mainActor)
        let engine = Engine(rules: [ConformanceIsolation()], sdk: try SDKKnowledge.bundled(), jobs: 1)
        for testSettings in [app, SwiftSettings(languageMode: 6)] {
            let result = engine.run([InputFile(path: "Sources/A/Location.swift", bytes: Array(library.utf8), settings: app, module: "A"),
                                     InputFile(path: "Tests/ATests/Mock.swift", bytes: Array(mock.utf8), settings: testSettings, module: "ATests")])
            let expected = library.replacingAll("protocol Location", with: "nonisolated protocol Location")
                .replacingAll("extension Location", with: "nonisolated extension Location").replacingAll("struct File", with: "nonisolated struct File")
            #expect(finalText(result, 0) == expected, "\(finalText(result, 0))")
            #expect(finalText(result, 1) == (testSettings == app ? mock.replacingAll("struct", with: "nonisolated struct") : mock), "\(finalText(result, 1))")
        }
    }
}
