import ActorfixIndex
import Foundation
import Testing

@Suite("Build settings")
struct SettingsReaderTests {
    func manifest(_ text: String) -> PackageManifestReader.Result {
        PackageManifestReader.read(bytes: Array(text.utf8), path: "/p/Package.swift")
    }

    /// Paths are made absolute and normal by string operations alone (no file system).
    @Test func absolutePathsResolveDotsAndSlashes() {
        let cases: [(String, String)] = [
            ("/a/./b/../c", "/a/c"), ("a/b", "/work/x/a/b"), ("./a", "/work/x/a"), ("../a", "/work/a"),
            ("/", "/"), ("/..", "/"), ("//a//b/", "/a/b"), ("/é/ü/../x.swift", "/é/x.swift"), ("/a/.hidden/..b", "/a/.hidden/..b"),
        ]
        for (path, expected) in cases {
            #expect(ProjectSettings.absolutePath(path, from: "/work/x") == expected, "\(path)")
        }
    }

    @Test func toolsVersionDecidesTheDefaultMode() {
        let old = manifest("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"Core\")])\n")
        #expect(old.groups.map(\.name) == ["Core"])
        #expect(old.groups[0].settings.languageMode == 5)
        #expect(old.groups[0].paths == ["/p/Sources/Core"])
        let new = manifest("// swift-tools-version: 6.2\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [.testTarget(name: \"CoreTests\")])\n")
        #expect(new.groups[0].settings.languageMode == 6)
        #expect(new.groups[0].paths == ["/p/Tests/CoreTests"])
        #expect(new.groups[0].sources[0].origin == "Package.swift:1 swift-tools-version 6.2")
    }

    @Test func targetSettingsSharedArraysAndFlags() throws {
        let text = """
            // swift-tools-version:6.0
            import PackageDescription

            let strict: [SwiftSetting] = [
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableExperimentalFeature("StrictConcurrency=complete"),
            ]

            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Model", path: "Shared/Model", swiftSettings: strict),
                    .executableTarget(
                        name: "App",
                        swiftSettings: strict + [
                            .swiftLanguageMode(.v5),
                            .defaultIsolation(MainActor.self),
                            .unsafeFlags(["-enable-upcoming-feature", "InferIsolatedConformances"]),
                        ]
                    ),
                    .target(name: "Legacy", swiftSettings: makeSettings()),
                ],
                swiftLanguageModes: [.v5, .v6]
            )
            """
        let result = manifest(text)
        let groups = Dictionary(uniqueKeysWithValues: result.groups.map { ($0.name, $0) })
        let model = try #require(groups["Model"])
        #expect(model.paths == ["/p/Shared/Model"])
        #expect(model.settings.languageMode == 6)
        #expect(model.settings.features == ["NonisolatedNonsendingByDefault"])
        #expect(model.settings.strictConcurrency == "complete")
        let app = try #require(groups["App"])
        #expect(app.settings.languageMode == 5)
        #expect(app.settings.defaultIsolation == .mainActor)
        #expect(app.settings.features == ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"])
        #expect(app.sources.contains { $0.setting == "defaultIsolation" && $0.origin.hasPrefix("Package.swift:17 target 'App'") })
        // A call that only running the manifest could resolve is reported, not guessed.
        #expect(groups["Legacy"]?.settings.features == [])
        #expect(result.problems.contains { $0.contains("makeSettings()") })
    }

    /// `.version("6")` names a mode as `.v6` does (GraphQL's `swiftLanguageVersions: [.v5,
    /// .version("6")]`, which SwiftPM builds in the Swift 6 mode); the highest listed one counts.
    @Test func languageModesNamedByVersionStrings() throws {
        let text = """
            // swift-tools-version:5.8
            import PackageDescription
            let package = Package(
                name: "Lib",
                targets: [.target(name: "Lib"), .target(name: "Old", swiftSettings: [.swiftLanguageMode(.version("4.2"))])],
                swiftLanguageVersions: [.v5, .version("6")]
            )
            """
        let groups = Dictionary(uniqueKeysWithValues: manifest(text).groups.map { ($0.name, $0) })
        #expect(try #require(groups["Lib"]).settings.languageMode == 6)
        #expect(try #require(groups["Old"]).settings.languageMode == 4)
    }

    /// The package's modes set by a statement after `Package(…)` (PromiseKit's
    /// `pkg.swiftLanguageVersions = [.v4, .v4_2, .v5]`; the last list holds), `.v4_2` and the
    /// integers of tools 4.0 manifests.
    @Test func languageModesSetByStatements() throws {
        let text = """
            // swift-tools-version:5.3
            import PackageDescription
            let pkg = Package(name: "P", targets: [.target(name: "P")], swiftLanguageVersions: [.v5])
            pkg.swiftLanguageVersions = [.v4,
                                         .v4_2]
            """
        let group = try #require(manifest(text).groups.first)
        #expect(group.settings.languageMode == 4)
        #expect(group.sources.last?.origin == "Package.swift:4 swiftLanguageVersions: [.v4, .v4_2]")
        let old = manifest("// swift-tools-version:4.0\nlet pkg = Package(name: \"P\", targets: [.target(name: \"P\")])\npkg.swiftLanguageVersions = [3, 4]\n")
        #expect(old.groups.first?.settings.languageMode == 4)
    }

    /// Computed properties of settings (Vapor's `var swiftSettings: [SwiftSetting] { [...] }`,
    /// swift-syntax's getter of `.define`s behind conditions) are read from their getter; a
    /// condition around an isolation setting is reported.
    @Test func settingsReturnedByComputedProperties() throws {
        let text = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Web", swiftSettings: swiftSettings),
                    .target(name: "Syntax", swiftSettings: defines),
                    .target(name: "Both", swiftSettings: returned + swiftSettings),
                    .target(name: "Statements", swiftSettings: built),
                    .target(name: "Maybe", swiftSettings: conditional),
                ]
            )

            var swiftSettings: [SwiftSetting] { [
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ] }
            var defines: [SwiftSetting] {
                var settings: [SwiftSetting] = []
                if assertions { settings.append(.define("ASSERTIONS")) }
                return settings
            }
            var returned: [SwiftSetting] { return [.defaultIsolation(MainActor.self)] }
            var built: [SwiftSetting] {
                var settings: [SwiftSetting] = [.swiftLanguageMode(.v5)]
                settings.append(.enableUpcomingFeature("GlobalActorIsolatedTypesUsability"))
                return settings
            }
            var conditional: [SwiftSetting] {
                var settings: [SwiftSetting] = []
                if strict { settings.append(.enableUpcomingFeature("NonisolatedNonsendingByDefault")) }
                return settings
            }
            """
        let result = manifest(text)
        let groups = Dictionary(uniqueKeysWithValues: result.groups.map { ($0.name, $0) })
        #expect(try #require(groups["Web"]).settings.features == ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"])
        #expect(try #require(groups["Syntax"]).settings.features.isEmpty)
        let both = try #require(groups["Both"])
        #expect(both.settings.defaultIsolation == .mainActor)
        #expect(both.settings.features == ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"])
        let built = try #require(groups["Statements"])
        #expect(built.settings.languageMode == 5)
        #expect(built.settings.features == ["GlobalActorIsolatedTypesUsability"])
        #expect(try #require(groups["Maybe"]).settings.features.isEmpty)
        // Only the conditional isolation setting is reported: the `.define`s have nothing to read.
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.contains("Package.swift:30: the settings 'conditional' returns depend on a condition") == true)
        // Names that refer to each other end, with nothing read.
        let cycle = manifest("let package = Package(name: \"A\", targets: [.target(name: \"A\", swiftSettings: a)])\nvar a: [SwiftSetting] { b }\nlet b = a + []\n")
        #expect(cycle.groups.first?.settings.features == [])
    }

    @Test func settingsAppliedInALoopOverAllTargets() {
        let text = """
            // swift-tools-version:5.10
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
            for target in package.targets {
                var settings = target.swiftSettings ?? []
                settings.append(.enableUpcomingFeature("DisableOutwardActorInference"))
                target.swiftSettings = settings
            }
            """
        let result = manifest(text)
        #expect(result.groups.allSatisfy { $0.settings.features == ["DisableOutwardActorInference"] })
        #expect(result.groups.first?.settings.infersIsolationFromPropertyWrappers == false)
    }

    /// swift-composable-architecture's manifest: Swift 6 for the package, Swift 5 for its test
    /// targets only (the `where` clause was ignored, so every target read as Swift 5).
    @Test func loopWithAWhereClauseAppliesToTheTargetTypesItNames() {
        let text = """
            // swift-tools-version:6.1
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "Lib"), .testTarget(name: "LibTests"), .executableTarget(name: "Tool")],
                                  swiftLanguageModes: [.v6])
            for target in package.targets where target.type == .system || target.type == .test {
                target.swiftSettings?.append(contentsOf: [.swiftLanguageMode(.v5)])
            }
            for target in package.targets where target.name.hasPrefix("Lib") {
                target.swiftSettings?.append(contentsOf: [.enableUpcomingFeature("ExistentialAny")])
            }
            """
        let result = manifest(text)
        let groups = Dictionary(uniqueKeysWithValues: result.groups.map { ($0.name, $0) })
        #expect(groups["Lib"]?.settings.languageMode == 6)
        #expect(groups["Tool"]?.settings.languageMode == 6)
        #expect(groups["LibTests"]?.settings.languageMode == 5)
        // A condition actorfix cannot read applies to no target, and says so.
        #expect(result.groups.allSatisfy { $0.settings.features.isEmpty })
        #expect(result.problems.contains { $0.contains("Package.swift:8") && $0.contains("not applied") })
    }

    /// PromiseKit's manifests: `Target` is a class, so a target made first and changed by later
    /// statements (`let pmk: Target = .target(name: "PromiseKit"); pmk.path = "Sources"`) is the
    /// one the package lists. Its path was not read: its files were in no target.
    @Test func targetsChangedBySeparateStatements() throws {
        let text = """
            // swift-tools-version:5.3
            import PackageDescription

            let pkg = Package(name: "PromiseKit")
            let pmk: Target = .target(name: "PromiseKit")
            pmk.path = "Sources"
            pmk.exclude = ["AnyPromise.swift"]
            let tool = Target.executableTarget(name: "Tool")
            tool.path = "Tools/Main"
            tool.path = nil
            let renamed = PackageDescription.Target.target(name: "Old")
            renamed.name = "New"
            pkg.swiftLanguageVersions = [.v4, .v4_2]
            pkg.targets = [
                pmk, tool, renamed,
                .testTarget(name: "APlus", dependencies: ["PromiseKit"], path: "Tests/A+"),
                Target.testTarget(name: "Core", path: "Tests/Core"),
            ]
            """
        let result = manifest(text)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let groups = Dictionary(uniqueKeysWithValues: result.groups.map { ($0.name, $0.paths) })
        #expect(groups == ["PromiseKit": ["/p/Sources"], "Tool": ["/p/Sources/Tool"], "New": ["/p/Sources/New"],
                           "APlus": ["/p/Tests/A+"], "Core": ["/p/Tests/Core"]])
        // The package's modes set by a statement: `.v4_2` is Swift 4, the highest listed.
        #expect(result.groups.allSatisfy { $0.settings.languageMode == 4 })
        #expect(result.groups[0].sources.last?.origin == "Package.swift:13 swiftLanguageVersions: [.v4, .v4_2]")
    }

    /// Settings set by statements read as the same settings written in the call: replaced,
    /// appended (`?.append` does nothing to a target without settings), kept (`(x.swiftSettings
    /// ?? []) + […]`); what only running the manifest could tell is reported.
    @Test func separateStatementSettingsMatchTheInlineForm() throws {
        let inline = """
            // swift-tools-version:6.0
            import PackageDescription
            let shared: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
            let package = Package(name: "P", targets: [
                .target(name: "Core", path: "Lib/Core", swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]),
                .executableTarget(name: "App", swiftSettings: shared + [.enableUpcomingFeature("InferIsolatedConformances"), .swiftLanguageMode(.v5)]),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
                .target(name: "Merged", swiftSettings: [.enableUpcomingFeature("ExistentialAny"), .defaultIsolation(MainActor.self)]),
            ])
            """
        let separate = """
            // swift-tools-version:6.0
            import PackageDescription
            let shared: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
            let core: Target = .target(name: "Core")
            core.path = "Lib/Core"
            core.swiftSettings = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
            core.swiftSettings = [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]
            let app = Target.executableTarget(name: "App", swiftSettings: shared)
            app.swiftSettings?.append(.enableUpcomingFeature("InferIsolatedConformances"))
            app.swiftSettings!.append(contentsOf: [.swiftLanguageMode(.v5)])
            let tests = Target.testTarget(name: "CoreTests", dependencies: ["Core"])
            tests.swiftSettings?.append(.swiftLanguageMode(.v5))
            let merged: Target = .target(name: "Merged", swiftSettings: [.enableUpcomingFeature("ExistentialAny")])
            merged.swiftSettings = (merged.swiftSettings ?? []) + [.defaultIsolation(MainActor.self)]
            let package = Package(name: "P", targets: [core, app, tests, merged])
            """
        let expected = manifest(inline), read = manifest(separate)
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.groups.map(\.name) == expected.groups.map(\.name))
        for (got, want) in zip(read.groups, expected.groups) {
            #expect(got.paths == want.paths, "\(got.name)")
            #expect(got.settings == want.settings, "\(got.name)")
        }
        #expect(read.groups.first?.sources.contains { $0.origin.hasPrefix("Package.swift:7 target 'Core'") && $0.setting == "defaultIsolation" } == true)

        let unread = manifest("""
            // swift-tools-version:6.0
            let core: Target = .target(name: "Core", swiftSettings: [.swiftLanguageMode(.v5)])
            if strict { core.swiftSettings = [] }
            core.path = root + "/Core"
            core.swiftSettings?.removeAll()
            let package = Package(name: "P", targets: [core])
            for target in package.targets { target.swiftSettings = [.enableUpcomingFeature("ExistentialAny")] }
            """)
        let core = try #require(unread.groups.first)
        #expect(core.paths == ["/p/Sources/Core"] && core.settings.languageMode == 5)
        #expect(unread.problems.count == 3, "\(unread.problems)")
        #expect(unread.problems.contains { $0.hasPrefix("/p/Package.swift:3: 'core.swiftSettings'") })
        #expect(unread.problems.contains { $0.hasPrefix("/p/Package.swift:4: 'core.path' is set to 'root + \"/Core\"'") })
        #expect(unread.problems.contains { $0.hasPrefix("/p/Package.swift:5: 'core.swiftSettings'") })
    }

    /// End to end: a file under the path a statement sets belongs to its target, with its settings.
    @Test func filesUnderAPathSetByAStatementBelongToTheTarget() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version:6.0
            import PackageDescription
            let pmk: Target = .target(name: "PromiseKit")
            pmk.path = "Sources"
            pmk.swiftSettings = [.swiftLanguageMode(.v5)]
            let package = Package(name: "PromiseKit", targets: [pmk, .testTarget(name: "Core", dependencies: ["PromiseKit"], path: "Tests/Core")])
            """.utf8).write(to: dir.appendingPathComponent("Package.swift"))
        let project = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides())
        let source = project.settings(forFile: dir.appendingPathComponent("Sources/Promise.swift").path)
        #expect(source.group == "PromiseKit" && source.settings.languageMode == 5)
        let test = project.settings(forFile: dir.appendingPathComponent("Tests/Core/PromiseTests.swift").path)
        #expect(test.group == "Core" && test.settings.languageMode == 6)
    }

    /// The target of each file of a package whose manifest is `text` (written to a scratch folder).
    func targets(_ text: String, of files: [String]) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: dir.appendingPathComponent("Package.swift"))
        let project = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides())
        return files.map { project.settings(forFile: dir.appendingPathComponent($0).path).group }
    }

    /// `exclude` and `sources` as SwiftPM reads them (checked with `swift package describe`):
    /// relative to the target's folder, each a file or a folder (with or without a trailing slash
    /// or `./`); `sources` limits the target, `exclude` takes out (also of `sources`). A file a
    /// target leaves belongs to another target whose folder holds it, or to none.
    @Test func excludedFilesBelongToNoTargetOrAnother() throws {
        let none = ProjectSettings.defaultGroupName
        let inline = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "A", exclude: ["Ex.swift", "Sub/", "./Gen", "Missing.swift", "*.swift"]),
                .target(name: "B", exclude: ["only.swift"], sources: ["only.swift", "Dir", "b.swift"]),
                .target(name: "SX", path: "Shared", sources: ["X"]),
                .target(name: "SY", path: "Shared", sources: ["Y/"]),
                .target(name: "All", path: "Lib", exclude: ["Core/a.swift"]),
                .target(name: "Core", path: "Lib/Core", exclude: ["Gen"]),
                .testTarget(name: "ATests", exclude: ["Fixtures"]),
            ])
            """
        let files = ["Sources/A/a.swift", "Sources/A/Ex.swift", "Sources/A/Sub/s.swift", "Sources/A/Gen/g.swift", "Sources/A/Exx.swift", "Sources/A/Sub.swift",
                     "Sources/B/b.swift", "Sources/B/only.swift", "Sources/B/Dir/d.swift", "Sources/B/other.swift",
                     "Shared/X/x.swift", "Shared/Y/y.swift", "Shared/z.swift",
                     "Lib/x.swift", "Lib/Core/a.swift", "Lib/Core/Gen/g.swift", "Tests/ATests/t.swift", "Tests/ATests/Fixtures/f.swift"]
        let expected = ["A", none, none, none, "A", "A",
                        "B", none, "B", none,
                        "SX", "SY", none,
                        "All", "Core", "All", "ATests", none]
        let got = try targets(inline, of: files)
        for (file, (target, want)) in zip(files, zip(got, expected)) { #expect(target == want, "\(file)") }

        let read = manifest(inline)
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.groups[0].excludedPaths == ["/p/Sources/A/Ex.swift", "/p/Sources/A/Sub", "/p/Sources/A/Gen", "/p/Sources/A/Missing.swift", "/p/Sources/A/*.swift"])
        #expect(read.groups[1].paths == ["/p/Sources/B/only.swift", "/p/Sources/B/Dir", "/p/Sources/B/b.swift"])
        #expect(read.groups[3].paths == ["/p/Shared/Y"])
    }

    /// The same lists set by statements on a target held in a constant (PromiseKit's `pmk.exclude
    /// = [...]`), or named by a top-level `let`, read as the inline form.
    @Test func excludeAndSourcesSetByStatements() throws {
        let none = ProjectSettings.defaultGroupName
        let text = """
            // swift-tools-version:5.3
            import PackageDescription
            let generated = ["Gen"]
            let pmk: Target = .target(name: "PromiseKit")
            pmk.path = "Sources"
            pmk.exclude = [
                "AnyPromise.swift",
                "AnyPromise.m",
            ]
            let lib = Target.target(name: "Lib", path: "Lib", exclude: ["Old"], sources: ["Old", "New"])
            lib.exclude = generated + ["Legacy.swift"]
            lib.sources = ["New", "Gen", "Legacy.swift"]
            let whole: Target = .target(name: "Whole", path: "Whole", sources: ["Only"])
            whole.sources = nil
            let package = Package(name: "PromiseKit", targets: [pmk, lib, whole])
            """
        let read = manifest(text)
        #expect(read.problems.isEmpty, "\(read.problems)")
        let files = ["Sources/AnyPromise.swift", "Sources/Promise.swift",
                     "Lib/New/n.swift", "Lib/Old/o.swift", "Lib/Gen/g.swift", "Lib/Legacy.swift", "Lib/Other.swift",
                     "Whole/w.swift"]
        let expected = [none, "PromiseKit", "Lib", none, none, none, none, "Whole"]
        let got = try targets(text, of: files)
        for (file, (target, want)) in zip(files, zip(got, expected)) { #expect(target == want, "\(file)") }
    }

    /// Lists only running the manifest could tell are reported and read as absent: nothing
    /// excluded, every file under the target's folder its source.
    @Test func unreadableExcludeAndSourcesLeaveTheTargetWhole() throws {
        let text = """
            // swift-tools-version:5.9
            import PackageDescription
            var extra = ["B.swift"]
            let a: Target = .target(name: "A", exclude: ["A.swift"] + (isLinux ? ["L.swift"] : []))
            let b: Target = .target(name: "B", exclude: extra)
            let c: Target = .target(name: "C", exclude: ["C.swift"], sources: ["Only"])
            c.exclude.append("D.swift")
            if isLinux { c.sources = ["Linux"] }
            let d: Target = .target(name: "D", sources: ["\\(name).swift"])
            let e: Target = .target(name: "E", exclude: isLinux ? ["Gen"] : [])
            // Either way the same Swift files (swift-nio's): read, not reported.
            let f: Target = .target(name: "F", exclude: isLinux ? [] : ["PrivacyInfo.xcprivacy"])
            let package = Package(name: "P", targets: [a, b, c, d, e, f])
            """
        let read = manifest(text)
        #expect(read.problems.count == 6, "\(read.problems.joined(separator: "\n"))")
        #expect(read.problems.contains { $0.hasPrefix("/p/Package.swift:10: exclude 'isLinux ? [\"Gen\"] : []' of target 'E'") })
        #expect(read.problems.contains { $0.hasPrefix("/p/Package.swift:4: exclude '[\"A.swift\"] + (isLinux ? [\"L.swift\"] : [' of target 'A' cannot be read") }, "\(read.problems)")
        #expect(read.problems.contains { $0.hasPrefix("/p/Package.swift:7: 'c.exclude' is set in a way") && $0.hasSuffix("nothing is taken as excluded") })
        #expect(read.problems.contains { $0.hasPrefix("/p/Package.swift:8: 'c.sources' is set in a way") && $0.hasSuffix("every file under its folder is taken as its source") })
        #expect(read.groups.allSatisfy { $0.excludedPaths.isEmpty && $0.paths.count == 1 }, "\(read.groups.map { ($0.paths, $0.excludedPaths) })")
        let got = try targets(text, of: ["Sources/A/A.swift", "Sources/B/B.swift", "Sources/C/C.swift", "Sources/C/x.swift", "Sources/D/d.swift",
                                         "Sources/E/Gen/g.swift", "Sources/F/f.swift"])
        #expect(got == ["A", "B", "C", "C", "D", "E", "F"])
    }

    /// PromiseKit's layout: a file the manifest excludes but the Xcode project compiles keeps the
    /// Xcode target (listed files come first) without the manifest's tools version: SwiftPM never
    /// builds it. Without the project no target compiles it.
    @Test func aFileTheManifestExcludesIsTheXcodeProjectsAlone() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"Lib\", path: \"App\", exclude: [\"ContentView.swift\"])])\n".utf8)
            .write(to: dir.appendingPathComponent("Package.swift"))
        let file = dir.appendingPathComponent("App/ContentView.swift").path, other = dir.appendingPathComponent("App/Model.swift").path
        let alone = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides())
        #expect(alone.settings(forFile: file).group == ProjectSettings.defaultGroupName)
        #expect(alone.settings(forFile: other).group == "Lib")
        try Data(SettingsReaderTests.pbxproj.utf8).write(to: dir.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let both = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides()).settings(forFile: file)
        #expect(both.group == "App" && both.settings.languageMode == 6)
        #expect(both.settings.toolsVersion == nil, "\(both.sources)")
    }

    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                AA0001 /* Project */ = { isa = PBXProject; buildConfigurationList = AA0100; mainGroup = AA0200; targets = (AA0300, AA0400); };
                AA0100 = { isa = XCConfigurationList; buildConfigurations = (AA0101, AA0102); };
                AA0101 /* Debug */ = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_VERSION = 5.0; SWIFT_STRICT_CONCURRENCY = targeted; }; };
                AA0102 /* Release */ = { isa = XCBuildConfiguration; name = Release; buildSettings = { SWIFT_VERSION = 6.0; }; };
                AA0200 = { isa = PBXGroup; children = (AA0201, AA0210); sourceTree = "<group>"; };
                AA0201 /* App */ = { isa = PBXGroup; children = (AA0202); path = App; sourceTree = "<group>"; };
                AA0202 /* ContentView.swift */ = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
                AA0210 /* Widget */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                AA0300 /* App */ = { isa = PBXNativeTarget; name = App; buildConfigurationList = AA0310; buildPhases = (AA0320); };
                AA0310 = { isa = XCConfigurationList; buildConfigurations = (AA0311, AA0312); };
                AA0311 = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    SWIFT_VERSION = 6.0;
                    SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
                    SWIFT_APPROACHABLE_CONCURRENCY = YES;
                    OTHER_SWIFT_FLAGS = ("$(inherited)", "-enable-upcoming-feature", ExistentialAny);
                }; };
                AA0312 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SWIFT_VERSION = 6.0; }; };
                AA0320 = { isa = PBXSourcesBuildPhase; files = (AA0321); };
                AA0321 /* ContentView.swift in Sources */ = { isa = PBXBuildFile; fileRef = AA0202; };
                AA0400 /* Widget */ = { isa = PBXNativeTarget; name = Widget; buildConfigurationList = AA0410; buildPhases = (); fileSystemSynchronizedGroups = (AA0210); };
                AA0410 = { isa = XCConfigurationList; buildConfigurations = (AA0411); };
                AA0411 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT = YES; }; };
            };
            rootObject = AA0001;
        }
        """

    @Test func xcodeProjectTargetsSettingsAndFiles() throws {
        let result = XcodeProjectReader.read(bytes: Array(SettingsReaderTests.pbxproj.utf8), path: "/w/App.xcodeproj/project.pbxproj")
        #expect(result.problems.isEmpty)
        let groups = Dictionary(uniqueKeysWithValues: result.groups.map { ($0.name, $0) })
        let app = try #require(groups["App"])
        #expect(app.paths == ["/w/App/ContentView.swift"])
        #expect(app.settings.languageMode == 6)
        #expect(app.settings.defaultIsolation == .mainActor)
        #expect(app.settings.features.isSuperset(of: ["NonisolatedNonsendingByDefault", "InferIsolatedConformances", "ExistentialAny"]))
        #expect(app.settings.strictConcurrency == "targeted") // inherited from the project level
        let widget = try #require(groups["Widget"])
        #expect(widget.paths == ["/w/Widget"])
        #expect(widget.settings.languageMode == 5)
        #expect(widget.settings.features == ["NonisolatedNonsendingByDefault"])
        #expect(widget.sources.contains { $0.origin.contains("SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT") })
        let release = XcodeProjectReader.read(bytes: Array(SettingsReaderTests.pbxproj.utf8), path: "/w/App.xcodeproj/project.pbxproj", configuration: "Release")
        #expect(release.groups.first { $0.name == "Widget" }?.settings.languageMode == 6)
    }

    /// An app's project: a framework's clients are the project's other targets with Swift
    /// sources; without an app target, or published beside a podspec or manifest, unknown.
    @Test func appProjectTargetsKnowTheirClients() throws {
        let typed = SettingsReaderTests.pbxproj
            .replacingOccurrences(of: "buildPhases = (AA0320); };", with: "buildPhases = (AA0320); productType = \"com.apple.product-type.application\"; };")
            .replacingOccurrences(of: "fileSystemSynchronizedGroups = (AA0210); };", with: "fileSystemSynchronizedGroups = (AA0210); productType = \"com.apple.product-type.framework\"; };")
        let app = XcodeProjectReader.read(bytes: Array(typed.utf8), path: "/w/App.xcodeproj/project.pbxproj")
        #expect(app.groups.map(\.clientsInProject) == [["Widget"], ["App"]], "\(app.groups.map(\.clientsInProject))")
        let published = XcodeProjectReader.read(bytes: Array(typed.utf8), path: "/w/App.xcodeproj/project.pbxproj", published: true)
        #expect(published.groups.allSatisfy { $0.clientsInProject == nil })
        let noApp = XcodeProjectReader.read(bytes: Array(typed.replacingOccurrences(of: "product-type.application", with: "product-type.framework").utf8),
                                            path: "/w/App.xcodeproj/project.pbxproj")
        #expect(noApp.groups.allSatisfy { $0.clientsInProject == nil })
        let untyped = XcodeProjectReader.read(bytes: Array(SettingsReaderTests.pbxproj.utf8), path: "/w/App.xcodeproj/project.pbxproj")
        #expect(untyped.groups.allSatisfy { $0.clientsInProject == nil })
    }

    @Test func malformedInputIsReportedNotFatal() {
        let truncated = String(SettingsReaderTests.pbxproj.prefix(400))
        let result = XcodeProjectReader.read(bytes: Array(truncated.utf8), path: "/w/App.xcodeproj/project.pbxproj")
        #expect(result.groups.isEmpty)
        #expect(result.problems.count == 1)
        #expect(result.problems[0].contains("project.pbxproj"))
        let broken = manifest("// swift-tools-version:5.9\nlet package = Package(name: \"A\", targets: [.target(name: \n")
        #expect(broken.groups.isEmpty || broken.groups.allSatisfy { $0.settings.languageMode == 5 })
        let noHeader = manifest("import PackageDescription\n")
        #expect(noHeader.problems.contains { $0.contains("swift-tools-version") })
    }

    @Test func filesMapToTheLongestMatchingGroupAndOverridesWin() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources/Core/Sub"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Core\"), .target(name: \"Sub\", path: \"Sources/Core/Sub\", swiftSettings: [.swiftLanguageMode(.v5)])])\n".utf8)
            .write(to: dir.appendingPathComponent("Package.swift"))
        var overrides = SettingsOverrides()
        let project = ProjectSettings.discover(root: dir.path, overrides: overrides)
        #expect(project.settings(forFile: dir.appendingPathComponent("Sources/Core/A.swift").path).group == "Core")
        #expect(project.settings(forFile: dir.appendingPathComponent("Sources/Core/Sub/B.swift").path).settings.languageMode == 5)
        #expect(project.settings(forFile: dir.appendingPathComponent("Scripts/x.swift").path).group == ProjectSettings.defaultGroupName)
        overrides.swiftVersion = 6
        overrides.xcode = .xcode15
        let overridden = ProjectSettings.discover(root: dir.appendingPathComponent("Sources/Core").path, overrides: overrides)
        let (settings, sources, _) = overridden.settings(forFile: dir.appendingPathComponent("Sources/Core/Sub/B.swift").path)
        #expect(settings.languageMode == 6 && settings.sdk == .xcode15)
        #expect(sources.last?.origin == "command line --xcode")
    }

    /// SwiftyBeaver's layout: an Xcode project beside a tools-5.0 manifest lists the package's
    /// files. The project's settings decide the mode, but SwiftPM still builds the files with any
    /// compiler the manifest admits: the tools version (and "needs Swift 5.10") still holds.
    @Test func aManifestBesideAnXcodeProjectKeepsItsToolsVersion() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Data(SettingsReaderTests.pbxproj.utf8).write(to: dir.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let file = dir.appendingPathComponent("App/ContentView.swift").path
        let alone = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides()).settings(forFile: file)
        #expect(alone.group == "App" && alone.settings.toolsVersion == nil)
        try Data("// swift-tools-version:5.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"App\")])\n".utf8)
            .write(to: dir.appendingPathComponent("Package.swift"))
        let both = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides()).settings(forFile: file)
        #expect(both.group == "App" && both.settings.languageMode == 6, "the Xcode target's settings still decide the mode")
        #expect(both.settings.toolsVersion == "5.0")
        #expect(both.sources.contains { $0.setting == "toolsVersion" && $0.origin.contains("manifest") })
    }

    /// IceCubesApp's layout: an app with local packages, each with settings of its own, read
    /// whether actorfix is given the app's root or a folder inside a package.
    @Test func localPackagesBelowTheRootHaveTheirOwnSettings() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let kit = dir.appendingPathComponent("Packages/Kit")
        try FileManager.default.createDirectory(at: kit.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.2\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\", swiftSettings: [.defaultIsolation(MainActor.self)]), .testTarget(name: \"KitTests\")])\n".utf8)
            .write(to: kit.appendingPathComponent("Package.swift"))
        let fromRoot = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides())
        let source = fromRoot.settings(forFile: kit.appendingPathComponent("Sources/Kit/A.swift").path)
        #expect(source.group == "Kit")
        #expect(source.settings.defaultIsolation == .mainActor && source.settings.languageMode == 6)
        let test = fromRoot.settings(forFile: kit.appendingPathComponent("Tests/KitTests/ATests.swift").path)
        #expect(test.group == "KitTests" && test.settings.defaultIsolation == .nonisolated)
        #expect(fromRoot.settings(forFile: dir.appendingPathComponent("App/Main.swift").path).group == ProjectSettings.defaultGroupName)
        let fromInside = ProjectSettings.discover(root: kit.appendingPathComponent("Sources/Kit").path, overrides: SettingsOverrides())
        #expect(fromInside.settings(forFile: kit.appendingPathComponent("Sources/Kit/A.swift").path).settings.defaultIsolation == .mainActor)
        #expect(fromInside.groups.count == 2, "the package above is read once: \(fromInside.groups.map(\.name))")
    }

    /// The packages SwiftPM resolved into `.build/checkouts`: the targets of one built in the
    /// Swift 6 mode (swift-http-types, tools 6.1) have adopted Sendable; a Swift 5 package's have
    /// not, and neither has a target that opts back into Swift 5.
    @Test func resolvedDependenciesBuiltWithSwift6CheckingAreKnown() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n".utf8)
            .write(to: dir.appendingPathComponent("Package.swift"))
        func dependency(_ name: String, _ manifest: String) throws {
            let folder = dir.appendingPathComponent(".build/checkouts/\(name)")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        }
        try dependency("swift-http-types", "// swift-tools-version:6.1\nimport PackageDescription\nlet package = Package(name: \"swift-http-types\", targets: [.target(name: \"HTTPTypes\"), .target(name: \"Legacy\", swiftSettings: [.swiftLanguageMode(.v5)])])\n")
        try dependency("old-kit", "// swift-tools-version:5.7\nimport PackageDescription\nlet package = Package(name: \"OldKit\", targets: [.target(name: \"OldKit\")])\n")
        let project = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides())
        #expect(project.checkedDependencyModules == ["HTTPTypes"], "\(project.checkedDependencyModules)")
        #expect(project.groups.map(\.name) == ["App"], "checkouts are not the project's targets: \(project.groups.map(\.name))")
    }

    /// An app that generates its Xcode project with XcodeGen commits only `project.yml` (ichime):
    /// its targets' sources and Swift settings are read, so the app's files are edited with the
    /// app's settings instead of being only reported beside a local package. Found by a helper.
    @Test func xcodeGenSpecTargetsSettingsAndSources() throws {
        let spec = """
            # XcodeGen spec
            name: App
            options:
              bundleIdPrefix: app.example   # a comment
            settings:
              base:
                SWIFT_VERSION: "5.0"
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: App
                    excludes: ["**/*.md"]
                  - Shared
                settings:
                  base:
                    SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
                  configs:
                    Debug:
                      SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT: YES
              Widget:
                type: app-extension
                sources: [Widget, 'Shared Views']
                settings:
                  SWIFT_VERSION: 6
              Docs:
                type: bundle
            """
        let result = XcodeGenSpecReader.read(text: spec, path: "/w/project.yml")
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.groups.map(\.name) == ["App", "Widget"])
        let app = try #require(result.groups.first)
        #expect(app.paths == ["/w/App", "/w/Shared"])
        #expect(app.settings.languageMode == 5 && app.settings.defaultIsolation == .mainActor)
        #expect(app.settings.features == ["NonisolatedNonsendingByDefault"])
        let widget = try #require(result.groups.last)
        #expect(widget.paths == ["/w/Widget", "/w/Shared Views"] && widget.settings.languageMode == 6)
        // An app's spec: each target's clients are the other targets; a published one's are unknown.
        #expect(app.clientsInProject == ["Widget"] && widget.clientsInProject == ["App"])
        #expect(XcodeGenSpecReader.read(text: spec, path: "/w/project.yml", published: true).groups.allSatisfy { $0.clientsInProject == nil })
        // Another tool's project.yml (no targets) is no spec: nothing read, nothing reported.
        let other = XcodeGenSpecReader.read(text: "name: thing\nversion: 2\n", path: "/w/project.yml")
        #expect(other.groups.isEmpty && other.problems.isEmpty)
        // Discovered under the root beside a local package, and not where an Xcode project sits beside it.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("actorfix-xcodegen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Kit/Sources/Kit"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n".utf8)
            .write(to: dir.appendingPathComponent("Kit/Package.swift"))
        try Data(spec.utf8).write(to: dir.appendingPathComponent("project.yml"))
        let project = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides())
        #expect(project.settings(forFile: dir.appendingPathComponent("App/Feature/Model.swift").path).group == "App")
        #expect(project.settings(forFile: dir.appendingPathComponent("Kit/Sources/Kit/K.swift").path).group == "Kit")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let generated = ProjectSettings.discover(root: dir.path, overrides: SettingsOverrides())
        #expect(!generated.groups.contains { $0.name == "Widget" }, "\(generated.groups.map(\.name))")
    }

    /// The YAML subset: nesting, lists of maps, flow collections, quotes, comments, CRLF.
    @Test func miniYAMLReadsTheBlockSubsetOfSpecs() {
        let node = MiniYAML.parse("a: 1\r\nb:\r\n  - x # note\r\n  - y: 2\r\n    z: 'q # not a comment'\r\nc: [p, \"r, s\"]\r\nd: {k: v}\r\ne: Pine's App\r\n")
        #expect(node["a"]?.string == "1")
        #expect(node["b"]?.items.first?.string == "x")
        #expect(node["b"]?.items.last?["y"]?.string == "2" && node["b"]?.items.last?["z"]?.string == "q # not a comment")
        #expect(node["c"] == .list([.scalar("p"), .scalar("r, s")]))
        #expect(node["d"]?["k"]?.string == "v")
        #expect(node["e"]?.string == "Pine's App")
        // Malformed input: read as far as it goes, never a crash.
        _ = MiniYAML.parse("  - a\n b: [\n: :\n- \n\t x: {")
    }
}
