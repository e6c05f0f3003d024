import ActorfixIndex
import Foundation
import Testing

@Suite("SDK knowledge")
struct SDKKnowledgeTests {
    @Test func bundledFactsLoad() throws {
        let sdk = try SDKKnowledge.bundled()
        #expect(sdk.files.count >= 8)
        #expect(sdk.type("View", in: .xcode15)?.isolation == nil)
        #expect(sdk.type("View", in: .xcode15)?.memberIsolation?["body"] == "MainActor")
        #expect(sdk.type("SwiftUI.View", in: .xcode16)?.isolation == "MainActor")
        #expect(sdk.type("UIViewController", in: .xcode26)?.isolation == "MainActor")
        #expect(sdk.propertyWrapper("StateObject", in: .xcode15)?.wrappedValueIsolation == "MainActor")
        #expect(sdk.propertyWrapper("State", in: .xcode26)?.wrappedValueIsolation == nil)
        #expect(sdk.sendableClosureParameters(function: "visualEffect", in: .xcode26).first?.receiver == "View")
        #expect(sdk.offMainRequirements(protocol: "Shape", in: .xcode26).contains("path(in:)"))
        #expect(sdk.isSendable("CGFloat", in: .xcode26))
        #expect(sdk.type("UITableViewDataSource", in: .xcode26)?.objcProtocol == true)
    }

    @Test func delegateProtocolsCarryRequirementsAndTheirThread() throws {
        let sdk = try SDKKnowledge.bundled()
        // QuickLook's data source became @MainActor with the Xcode 26 SDKs; its delegate did not.
        #expect(sdk.type("QLPreviewControllerDataSource", in: .xcode16)?.isolation == nil)
        #expect(sdk.type("QLPreviewControllerDataSource", in: .xcode26)?.isolation == "MainActor")
        #expect(sdk.type("QLPreviewControllerDelegate", in: .xcode26)?.isolation == nil)
        #expect(sdk.type("QLPreviewControllerDelegate", in: .xcode26)?.callbackThread == "main")
        #expect(sdk.type("QLPreviewControllerDataSource", in: .xcode15)?.requirements == ["numberOfPreviewItems", "previewController"])
        #expect(sdk.type("CLLocationManagerDelegate", in: .xcode26)?.callbackThread == "startingThread")
        #expect(sdk.type("UNUserNotificationCenterDelegate", in: .xcode26)?.callbackThread == "unspecified")
        #expect(sdk.type("MFMailComposeViewControllerDelegate", in: .xcode15)?.requirements == ["mailComposeController"])
        // Annotated in the Xcode 26 SDKs; earlier generations are not recorded, so nothing is proposed there.
        #expect(sdk.type("AVAudioPlayerDelegate", in: .xcode26)?.isolation == "MainActor")
        #expect(sdk.type("AVAudioPlayerDelegate", in: .xcode16) == nil)
        #expect(sdk.type("PHPickerViewControllerDelegate", in: .xcode26)?.preconcurrency == true)
    }

    @Test func userFilesAddFactsAndBadFilesAreNamed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = dir.appendingPathComponent("InHouse.json")
        try Data(#"{"format": 1, "module": "InHouseKit", "types": [{"name": "Router", "kind": "class", "isolation": "MainActor"}]}"#.utf8).write(to: good)
        var sdk = try SDKKnowledge.bundled()
        sdk.add(try SDKKnowledge.load(path: good.path))
        #expect(sdk.type("Router", in: .xcode15)?.isolation == "MainActor")
        let bad = dir.appendingPathComponent("Bad.json")
        try Data(#"{"format": 1, "types": []}"#.utf8).write(to: bad)
        do {
            _ = try SDKKnowledge.load(path: bad.path)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("Bad.json"))
            #expect("\(error)".contains("missing key 'module'"))
        }
        try Data(#"{"format": 2, "module": "X"}"#.utf8).write(to: bad)
        #expect(throws: SDKKnowledgeError.self) { try SDKKnowledge.load(path: bad.path) }
    }
}
