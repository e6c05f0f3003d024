import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

/// preconcurrency-import's report of `@preconcurrency import`s that may have no effect.
@Suite("preconcurrency-import removal")
struct PreconcurrencyImportTests {
    func advisories(_ source: String) throws -> [String] {
        let settings = SwiftSettings(languageMode: 5, sdk: .xcode16)
        let result = Engine(rules: [PreconcurrencyImport()], sdk: try SDKKnowledge.bundled(), jobs: 1)
            .run([InputFile(path: "Mail.swift", bytes: Array(source.utf8), settings: settings)])
        #expect(result.changes.isEmpty, "never removed: \(result.changes.map(\.change.message))")
        return result.advisories.map(\.change.message)
    }

    static let mail = """
        @preconcurrency import MessageUI

        @MainActor
        final class Composer: UIViewController, MFMailComposeViewControllerDelegate {
            var result: MFMailComposeResult = .cancelled
            MEMBER
        }

        """

    @Test func sendableAndMainActorTypesOnlyAreReported() throws {
        let found = try advisories(PreconcurrencyImportTests.mail.replacingOccurrences(of: "MEMBER", with: ""))
        #expect(found.count == 1 && found[0].contains("'@preconcurrency import MessageUI' may have no effect"), "\(found)")
    }

    @Test func aProtocolUsedAsAValueOrAnUnknownTypeKeepsItQuiet() throws {
        let asValue = try advisories(PreconcurrencyImportTests.mail.replacingOccurrences(of: "MEMBER", with: "weak var next: (any MFMailComposeViewControllerDelegate)?"))
        #expect(asValue.isEmpty, "\(asValue)")
        let unknown = try advisories(PreconcurrencyImportTests.mail.replacingOccurrences(of: "MEMBER", with: "var attachment: MFAttachmentItem?"))
        #expect(unknown.isEmpty, "\(unknown)")
        // A module actorfix has no facts about: nothing to say.
        let legacy = try advisories("@preconcurrency import LegacyKit\n\nstruct Credentials: Sendable {\n    let session: Session\n}\n")
        #expect(legacy.isEmpty, "\(legacy)")
    }

    @Test func aTypealiasOfAnEnclosingTypeIsTheProjectsNotAnImportsType() {
        // swift-nio's `SocketType.RawValue` and `ShouldUpgrade`: declared in the project, in the
        // type or in an enclosing one; no C module is to blame.
        let source = """
            import CNIOLinux

            enum NIOBSDSocket {
                typealias Handle = CInt
                struct SocketType: RawRepresentable, Sendable {
                    typealias RawValue = CInt
                    var rawValue: RawValue
                    var handle: Handle
                }
            }

            struct Debugger: Sendable {
                let actionType: Any.Type
            }

            public final class Upgrader: Sendable {
                private typealias ShouldUpgrade = @Sendable (Int) -> Int
                private let shouldUpgrade: ShouldUpgrade
                init(_ f: @escaping @Sendable (Int) -> Int) { shouldUpgrade = f }
            }

            """
        let result = runEngine([PreconcurrencyImport()], [("A.swift", source)])
        #expect(result.changes.isEmpty && result.advisories.isEmpty, "\((result.changes + result.advisories).map(\.change.message))")
        // An unknown name still counts.
        let unknown = runEngine([PreconcurrencyImport()], [("A.swift", "import CNIOLinux\n\nstruct Box: Sendable {\n    var handle: Handle\n}\n")])
        #expect(!(unknown.changes + unknown.advisories).isEmpty)
    }

    /// A value of another module's type sent across from calls in several files: every file that
    /// sends one gets the import, not only the file of the first call found (the calls of a
    /// same-named method are summed up per domain; the files are still collected).
    @Test func everyFileSendingAnotherModulesValueGetsTheImport() {
        let provisioner = "import LegacyKit\n\nstruct Provisioner {\n    func provision(session: Session) async {}\n}\n"
        func manager(_ name: String) -> String {
            "import LegacyKit\n\n@MainActor\nfinal class \(name) {\n    let provisioner = Provisioner()\n    var session: Session = Session()\n\n    func start() async {\n        await provisioner.provision(session: session)\n    }\n}\n"
        }
        let result = runEngine([PreconcurrencyImport()], [("Provisioner.swift", provisioner), ("A.swift", manager("A")), ("B.swift", manager("B")), ("C.swift", "import LegacyKit\n\nlet s = Session()\n")])
        let files = Set((result.changes + result.advisories).filter { $0.change.message.contains("'Session'") }.map(\.change.path))
        #expect(files == ["Provisioner.swift", "A.swift", "B.swift"], "\((result.changes + result.advisories).map { "\($0.change.path): \($0.change.message)" })")
    }

    /// A module of a resolved dependency built with Swift 6 checking (swift-http-types) has said
    /// which of its types are Sendable: `@preconcurrency` would change nothing (found by a helper
    /// on swift-openapi-runtime, where six files got it).
    @Test func checkedDependencyModulesGetNoImport() {
        let source = "import HTTPTypes\n\nstruct Part: Sendable {\n    var headerFields: HTTPFields\n}\n"
        let engine = Engine(rules: [PreconcurrencyImport()], sdk: engineSDK, jobs: 1)
        let unknown = engine.run([InputFile(path: "Part.swift", bytes: Array(source.utf8), settings: SwiftSettings(languageMode: 5))])
        #expect(unknown.changes.count == 1, "\(unknown.changes.map(\.change.message))")
        var options = RuleOptions()
        options.checkedDependencyModules = ["HTTPTypes"]
        let checked = Engine(rules: [PreconcurrencyImport()], options: options, sdk: engineSDK, jobs: 1)
            .run([InputFile(path: "Part.swift", bytes: Array(source.utf8), settings: SwiftSettings(languageMode: 5))])
        #expect(checked.changes.isEmpty && checked.advisories.isEmpty, "\((checked.changes + checked.advisories).map(\.change.message))")
    }
}
