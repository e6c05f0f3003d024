// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "actorfix",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "actorfix", targets: ["actorfix"]),
        .library(name: "ActorfixSyntax", targets: ["ActorfixSyntax"]),
        .plugin(name: "ActorfixPlugin", targets: ["ActorfixPlugin"]),
        .plugin(name: "ActorfixFixPlugin", targets: ["ActorfixFixPlugin"]),
    ],
    dependencies: [],
    targets: [
        // Layer 1: lossless lexer, token-preserving syntax tree, printer.
        .target(name: "ActorfixSyntax"),
        // Layer 2: project-wide index of types, conformances, isolation, SDK knowledge and settings.
        // Resources/SDK/*.json is compiled in (SDK/ShippedSDKKnowledge.swift), not a resource bundle.
        .target(name: "ActorfixIndex", dependencies: ["ActorfixSyntax"], exclude: ["Resources"]),
        // Layer 3: rules. Each rule reads the tree and the index and proposes changes.
        .target(name: "ActorfixRules", dependencies: ["ActorfixSyntax", "ActorfixIndex"]),
        // Layer 4: the change engine (fixed point, merging), diffs, reports, safe writes.
        .target(name: "ActorfixEngine", dependencies: ["ActorfixSyntax", "ActorfixIndex", "ActorfixRules"]),
        // Layer 5: the command line.
        .executableTarget(name: "actorfix", dependencies: ["ActorfixSyntax", "ActorfixIndex", "ActorfixRules", "ActorfixEngine"]),
        // `swift package actorfix [check|diff]`: reads only, so SwiftPM asks for no permission.
        .plugin(
            name: "ActorfixPlugin",
            capability: .command(intent: .custom(verb: "actorfix", description: "Check or diff Swift 6 isolation in this package's targets")),
            dependencies: ["actorfix"]
        ),
        // `swift package actorfix-fix`: writes, so it asks for the package-directory permission.
        .plugin(
            name: "ActorfixFixPlugin",
            capability: .command(
                intent: .custom(verb: "actorfix-fix", description: "Apply actorfix's changes to this package's targets"),
                permissions: [.writeToPackageDirectory(reason: "actorfix fix rewrites Swift files in place")]
            ),
            dependencies: ["actorfix"]
        ),
        .executableTarget(name: "actorfix-bench", dependencies: ["ActorfixSyntax", "ActorfixIndex", "ActorfixRules", "ActorfixEngine"]),
        // Test-only: re-exports the product's spawn helper, which runs programs (swiftc, git, tmux,
        // the built binary) without Foundation's Process.
        .target(name: "ActorfixTestSupport", dependencies: ["ActorfixEngine"], path: "Tests/ActorfixTestSupport"),
        .testTarget(name: "ActorfixSyntaxTests", dependencies: ["ActorfixSyntax", "ActorfixTestSupport"]),
        .testTarget(name: "ActorfixIndexTests", dependencies: ["ActorfixIndex", "ActorfixSyntax"]),
        .testTarget(name: "ActorfixEngineTests", dependencies: ["ActorfixEngine", "ActorfixRules", "ActorfixIndex", "ActorfixSyntax", "ActorfixTestSupport"]),
        // End-to-end tests of the built `actorfix` binary.
        .testTarget(name: "ActorfixCLITests", dependencies: ["actorfix", "ActorfixTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
