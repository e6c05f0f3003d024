import ActorfixIndex
import ActorfixSyntax
import Foundation
import Testing

@Suite("sdk import")
struct InterfaceImporterTests {
    /// The toolchain's `_Concurrency` interface, found from `swiftc` on PATH.
    static func concurrencyInterface() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/swiftc") {
            let lib = URL(fileURLWithPath: "\(dir)/swiftc").resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift")
            let found = SourceFinder.swiftFiles(in: [lib.path], extensions: [".swiftinterface"]).files
            return found.first { $0.contains("/_Concurrency.swiftmodule/") && !$0.contains(".private.") }
        }
        return nil
    }

    @Test func concurrencyInterface() throws {
        let path = try #require(InterfaceImporterTests.concurrencyInterface())
        let tree = SyntaxTree.parse(try SourceFile.read(path: path), path: path)
        let file = InterfaceImporter.importInterface(tree)
        #expect(file.module == "_Concurrency")
        let mainActor = try #require(file.types.first { $0.name == "MainActor" })
        #expect(mainActor.kind == "actor")
        #expect(mainActor.sendable == true)
        let detached = file.sendableClosureParameters.filter { $0.receiver == "Task" && $0.function == "detached" }
        #expect(!detached.isEmpty)
        #expect(detached.allSatisfy { $0.isStatic == true && $0.parameter == "operation" })
        let addTask = file.sendableClosureParameters.filter { $0.receiver == "TaskGroup" && $0.function == "addTask" }
        #expect(!addTask.isEmpty)
        #expect(addTask.contains { $0.labels == ["priority", "operation"] })
        // The result round-trips through the documented JSON format.
        let data = try JSONEncoder().encode(file)
        #expect(try JSONDecoder().decode(SDKKnowledgeFile.self, from: data) == file)
    }

    @Test func standardLibraryInterface() throws {
        let path = try #require(InterfaceImporterTests.concurrencyInterface()?.replacingOccurrences(of: "_Concurrency.swiftmodule", with: "Swift.swiftmodule"))
        let tree = SyntaxTree.parse(try SourceFile.read(path: path), path: path)
        let file = InterfaceImporter.importInterface(tree)
        #expect(file.module == "Swift")
        // Sendable by extension (`extension Swift.Int : Swift.Sendable`), with the kind from the declaration.
        #expect(file.types.first { $0.name == "Int" }.map { $0.sendable == true && $0.kind == "struct" } == true)
        #expect(file.types.first { $0.name == "String" }?.sendable == true)
        #expect(file.types.count > 100)
    }

    @Test func isolationWrappersAndSendability() {
        let source = """
            // swift-module-flags: -target arm64-apple-ios17 -module-name Kit
            @MainActor @preconcurrency public protocol Screen { var title: Swift.String { get } }
            public protocol Legacy { @MainActor var body: Swift.Int { get } }
            public struct Point: Swift.Sendable { public var x: Swift.Double }
            public struct Color {}
            extension Kit.Color: @unchecked Swift.Sendable {}
            @propertyWrapper public struct Owned<T> { @MainActor public var wrappedValue: T { get } }
            open class Base {}
            @MainActor open class Controller: Kit.Base { open func run(_ work: @escaping @Sendable () -> Swift.Void) {} }
            extension Screen {
              public func effect(_ body: @escaping @Sendable (Swift.Int) -> Swift.Int) -> some Screen { self }
              public func later(_ body: (() -> Swift.Void)?) {}
            }
            """
        let file = InterfaceImporter.importInterface(SyntaxTree.parse(source, path: "Kit.swiftinterface"))
        #expect(file.module == "Kit")
        let screen = file.types.first { $0.name == "Screen" }
        #expect(screen?.isolation == "MainActor" && screen?.preconcurrency == true && screen?.kind == "protocol")
        #expect(file.types.first { $0.name == "Legacy" }?.memberIsolation == ["body": "MainActor"])
        #expect(file.types.first { $0.name == "Point" }?.sendable == true)
        #expect(file.types.first { $0.name == "Color" }?.sendable == true)
        #expect(file.propertyWrappers == [PropertyWrapperFact(name: "Owned", wrappedValueIsolation: "MainActor")])
        #expect(file.types.first { $0.name == "Controller" }?.superclass == "Kit.Base")
        #expect(file.sendableClosureParameters.map { "\($0.receiver ?? "").\($0.function)(\($0.labels.joined(separator: ",")))@\($0.parameter)" }
                == ["Controller.run(_)@_", "Screen.effect(_)@_"])
    }

    @Test func protocolRequirementsAndObjCAreRecorded() {
        let source = """
            // swift-module-flags: -target arm64-apple-ios17 -module-name GiphyUISDK
            @objc public protocol GiphyDelegate : ObjectiveC.NSObjectProtocol {
              @objc func didSelectMedia(giphyViewController: GiphyUISDK.GiphyViewController, media: GiphyUISDK.GPHMedia)
              @objc optional func didDismiss(controller: GiphyUISDK.GiphyViewController?)
              @objc func didSelectMedia(giphyViewController: GiphyUISDK.GiphyViewController, media: GiphyUISDK.GPHMedia, contentType: Swift.Int)
            }
            public protocol Plain { var name: Swift.String { get } }
            public struct NotAProtocol { public func run() {} }
            """
        let file = InterfaceImporter.importInterface(SyntaxTree.parse(source, path: "GiphyUISDK.swiftinterface"))
        let giphy = file.types.first { $0.name == "GiphyDelegate" }
        #expect(giphy?.requirements == ["didSelectMedia", "didDismiss"])
        #expect(giphy?.objcProtocol == true && giphy?.isolation == nil)
        #expect(file.types.first { $0.name == "Plain" }.map { $0.requirements == ["name"] && $0.objcProtocol == nil } == true)
        #expect(file.types.first { $0.name == "NotAProtocol" }?.requirements == nil)
    }
}
