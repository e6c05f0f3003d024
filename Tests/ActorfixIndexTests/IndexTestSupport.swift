import ActorfixIndex
import ActorfixSyntax

/// SDK facts for tests, independent of the shipped data files.
let testSDK = SDKKnowledge(files: [
    SDKKnowledgeFile(module: "SwiftUI", types: [
        TypeFact(name: "View", kind: "protocol", memberIsolation: ["body": "MainActor"], until: .xcode15),
        TypeFact(name: "View", kind: "protocol", isolation: "MainActor", preconcurrency: true, since: .xcode16),
        TypeFact(name: "Shape", kind: "protocol", sendable: true),
        TypeFact(name: "PasteButton", kind: "struct", isolation: "MainActor"),
    ], propertyWrappers: [
        PropertyWrapperFact(name: "StateObject", wrappedValueIsolation: "MainActor"),
        PropertyWrapperFact(name: "ObservedObject", wrappedValueIsolation: "MainActor"),
        PropertyWrapperFact(name: "State", wrappedValueIsolation: nil),
    ], sendableClosureParameters: [
        ClosureParameterFact(function: "visualEffect", labels: ["_"], parameter: "_", receiver: "View"),
    ], offMainRequirements: [
        OffMainRequirementFact(protocol: "Shape", requirements: ["path(in:)"]),
    ]),
    SDKKnowledgeFile(module: "UIKit", types: [
        TypeFact(name: "UIViewController", kind: "class", isolation: "MainActor"),
        TypeFact(name: "UITableViewDataSource", kind: "protocol", isolation: "MainActor", objcProtocol: true),
    ]),
])

/// An index over in-memory files, each `(name, source)`, all with the same settings.
func makeIndex(_ files: [(String, String)], settings: SwiftSettings = SwiftSettings()) -> ProjectIndex {
    let units = files.map { SourceUnit(tree: SyntaxTree.parse($0.1, path: $0.0), settings: settings) }
    return ProjectIndex(units: units, sdk: testSDK)
}

let swift5 = SwiftSettings(languageMode: 5, sdk: .xcode26)
let swift6 = SwiftSettings(languageMode: 6, sdk: .xcode26)
let swift6OldSDK = SwiftSettings(languageMode: 6, sdk: .xcode15)
