@testable import ActorfixIndex
import ActorfixSyntax
import Testing

/// An index that reuses the previous round's per-file results is the index a fresh build gives.
@Suite("Index reuse across rounds")
struct IndexReuseTests {
    /// Everything the index knows, in a canonical order.
    func dump(_ index: ProjectIndex) -> [String] {
        var lines: [String] = []
        for (name, type) in index.types.sorted(by: { $0.key < $1.key }) {
            lines.append("type \(name) \(type.kind) \(type.declaration) ext \(type.extensions) conf \(type.allConformances)")
            for m in type.members {
                lines.append("  member \(m.name) \(m.kind) \(m.location) static \(m.isStatic) let \(m.isLet) wrappers \(m.propertyWrappers) isolation \(String(describing: m.explicitIsolation))")
            }
        }
        for (name, members) in index.globals.sorted(by: { $0.key < $1.key }) {
            for m in members { lines.append("global \(name) \(m.location) isolation \(String(describing: m.explicitIsolation)) wrappers \(m.propertyWrappers)") }
        }
        lines.append("actors \(index.globalActors.sorted())")
        for (location, name) in index.typeNameOfDecl.sorted(by: { ($0.key.file, $0.key.node) < ($1.key.file, $1.key.node) }) {
            lines.append("typeName \(location) \(name)")
        }
        for (name, references) in index.references.byName.sorted(by: { $0.key < $1.key }) {
            for r in references { lines.append("ref \(name) \(r.file):\(r.node) \(r.base) write \(r.isWrite) in \(r.enclosingType ?? "-")") }
        }
        lines.append("declarations \(index.declarations.count)")
        return lines
    }

    /// Builds round 1 from `before`, then round 2 from `after` reusing round 1 (files whose text
    /// is the same keep their tree, as in the engine), and compares with a fresh build.
    func check(_ before: [String], _ after: [String], expectUnchanged: [Bool], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let first = sourceUnits(before)
        let round1 = ProjectIndex(units: first, sdk: testSDK)
        let second = sourceUnits(after, keeping: first, of: before)
        #expect(round1.reusable.unchangedFiles(in: second) == expectUnchanged, sourceLocation: sourceLocation)
        let reused = ProjectIndex(units: second, sdk: testSDK, reusing: round1.reusable)
        let fresh = ProjectIndex(units: second, sdk: testSDK)
        #expect(dump(reused) == dump(fresh), sourceLocation: sourceLocation)
        #expect(dump(reused) != dump(round1), "the scenario changes the index", sourceLocation: sourceLocation)
    }

    @Test func aChangedFileIsCollectedAgain() {
        check(["var counter = 0\nfunc f() { counter += 1 }\n", "struct A { var x = 1 }\n"],
              ["var counter = 0\nfunc f() { counter += 1 }\n", "struct A { var x = 1 }\nfunc g() { counter = 2 }\n"],
              expectUnchanged: [true, false])
    }

    @Test func aNewGlobalActorRecollectsEveryFilesDeclarations() {
        // The unchanged file's `@DataActor var` is explicitly isolated only once DataActor is a global actor.
        check(["@DataActor var cache = 0\n", "actor DataActor {}\n"],
              ["@DataActor var cache = 0\n", "@globalActor actor DataActor { static let shared = DataActor() }\n"],
              expectUnchanged: [true, false])
    }

    @Test func aTypealiasChangeRenamesTheEnclosingTypeOfUnchangedReferences() {
        check(["extension Alias { func f() { Model.count += 1 } }\n", "typealias Alias = Model\nstruct Model { static var count = 0 }\nstruct Other {}\n"],
              ["extension Alias { func f() { Model.count += 1 } }\n", "typealias Alias = Other\nstruct Model { static var count = 0 }\nstruct Other {}\n"],
              expectUnchanged: [true, false])
    }

    @Test func aNewWatchedNameIsFoundInUnchangedFiles() {
        check(["func f() { total += 1 }\n", "struct A {}\n"],
              ["func f() { total += 1 }\n", "struct A {}\nvar total = 0\n"],
              expectUnchanged: [true, false])
    }

    /// A scan of references to some names (call sites of isolated functions) is taken over for
    /// unchanged files in the next round: the answer is a fresh index's, also where an edit
    /// renamed an unchanged file's enclosing type (a typealias) or added a call in an edited file.
    @Test func aReferenceScanTakenOverIsAFreshScan() {
        let before = ["extension Alias { func f() { store.send(1); other.send(2) } }\n",
                      "typealias Alias = Model\nstruct Model {}\nstruct Other {}\nfunc g() { send(3) }\n",
                      "struct Quiet { func h() { send(4) } }\n"]
        let after = [before[0], "typealias Alias = Other\nstruct Model {}\nstruct Other {}\nfunc g() { send(3); send(5) }\n", before[2]]
        let first = sourceUnits(before)
        let round1 = ProjectIndex(units: first, sdk: testSDK)
        let names: Set<String> = ["send"]
        let scanned1 = referenceLines(round1.scanReferences(toAny: names))
        let second = sourceUnits(after, keeping: first, of: before)
        let reused = ProjectIndex(units: second, sdk: testSDK, reusing: round1.reusable)
        let fresh = ProjectIndex(units: second, sdk: testSDK)
        let scanned2 = referenceLines(reused.scanReferences(toAny: names))
        #expect(scanned2 == referenceLines(fresh.scanReferences(toAny: names)))
        #expect(scanned2 != scanned1, "the scenario changes the scan")
        #expect(scanned2.contains { $0.hasPrefix("send 0:") && $0.hasSuffix("in Other") })
        // A single name's scan (`scanReferences(to:)`) takes over the same way.
        let round1Single = ProjectIndex(units: first, sdk: testSDK)
        _ = round1Single.scanReferences(to: "send")
        let reusedSingle = ProjectIndex(units: second, sdk: testSDK, reusing: round1Single.reusable)
        #expect(referenceLines(["send": reusedSingle.scanReferences(to: "send")]) == referenceLines(fresh.scanReferences(toAny: names)))
    }

    /// Facts derived from a tree alone are taken over by the next round's index for a file that
    /// kept its tree, and derived again for an edited file.
    @Test func treeFactsAreTakenOverOnlyForUnchangedTrees() {
        let before = ["func f() { let x = 1 }\n", "func g() {}\n"]
        let first = sourceUnits(before)
        let round1 = ProjectIndex(units: first, sdk: testSDK)
        for file in 0..<2 { _ = round1.treeFacts(ofFile: file).value(String.self, node: 0) { "round 1" } }
        let second = [first[0], SourceUnit(tree: SyntaxTree.parse("func g() { g() }\n", path: "F1.swift"), settings: swift5)]
        let round2 = ProjectIndex(units: second, sdk: testSDK, reusing: round1.reusable)
        #expect(round2.treeFacts(ofFile: 0).value(String.self, node: 0) { "round 2" } == "round 1")
        #expect(round2.treeFacts(ofFile: 1).value(String.self, node: 0) { "round 2" } == "round 2")
        // Asked again within the round: the same facts.
        #expect(round2.treeFacts(ofFile: 1).value(String.self, node: 0) { "again" } == "round 2")
    }

    /// A round asking for a set of names that differs from the previous round's (its isolated
    /// functions changed) takes over the scan of the names both asked for, and searches the
    /// files it takes over for the new names only: the result is a fresh scan's.
    @Test func aScanOfOtherNamesIsTakenOverForTheSharedOnes() {
        let before = ["struct A { func f() { send(1); h(); g() } }\n",
                      "struct B { func g() {} }\nfunc free() { send(2) }\n",
                      "struct C { func h() { send(3); g(); h() } }\n"]
        let after = [before[0], "struct B { func g() {} }\nfunc free() { send(2); h() }\n", before[2]]
        let first = sourceUnits(before)
        let round1 = ProjectIndex(units: first, sdk: testSDK)
        _ = round1.scanReferences(toAny: ["send", "g"])
        let second = sourceUnits(after, keeping: first, of: before)
        let names: Set<String> = ["send", "h"]
        let reused = referenceLines(ProjectIndex(units: second, sdk: testSDK, reusing: round1.reusable).scanReferences(toAny: names))
        let fresh = referenceLines(ProjectIndex(units: second, sdk: testSDK).scanReferences(toAny: names))
        #expect(reused == fresh)
        // The scenario needs both: a dropped name referenced in a file taken over, and a new one.
        #expect(!fresh.contains { $0.hasPrefix("g ") })
        #expect(fresh.filter { $0.hasPrefix("h 0:") || $0.hasPrefix("h 2:") }.count == 2)
    }
}

/// A round's isolation graph takes over the previous round's uses for the files it did not edit
/// (`UsesSnapshot`): its uses and users are exactly a fresh scan's, including targets in edited
/// files whose node numbers moved.
@Suite("Uses carried over across rounds")
struct UsesCarryOverTests {
    func dump(_ graph: IsolationGraph) -> [String] {
        func line(_ use: DeclarationUse) -> String {
            "\(use.user) -> \(use.target) \(use.context) awaited \(use.isAwaited) default \(use.inDefaultValue) at \(use.file):\(use.offset) \(use.text)"
        }
        var lines: [String] = []
        for (location, uses) in graph.uses.sorted(by: { $0.key < $1.key }) { lines.append("uses of \(location)"); lines += uses.map(line) }
        for (location, users) in graph.users.sorted(by: { $0.key < $1.key }) { lines.append("users of \(location)"); lines += users.map(line) }
        lines += graph.needsMainActor.keys.sorted().map { "needs \($0)" }
        lines += graph.forbidden.keys.sorted().map { "forbidden \($0)" }
        return lines
    }

    /// Round 1 over `before` (its graph fills the carry), round 2 over `after` reusing it; the
    /// carried graph must equal a fresh one. Returns whether files were carried over at all.
    @discardableResult
    func check(_ before: [String], _ after: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        carriedFiles(before, after, sourceLocation: sourceLocation) != nil
    }

    /// As `check`, returning the files whose uses were carried over (nil: none, a fresh scan).
    func carriedFiles(_ before: [String], _ after: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Set<Int>? {
        carried(before, after, sourceLocation: sourceLocation).map { Set($0.files.keys) }
    }

    /// As `check`, returning the names of the declarations of edited files whose uses were carried
    /// over (nil: none, a fresh scan).
    func carriedDeclarations(_ before: [String], _ after: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Set<String>? {
        let settings = swift5
        let second = after.enumerated().map { SourceUnit(tree: SyntaxTree.parse($0.element, path: "F\($0.offset).swift"), settings: settings) }
        let names = ProjectIndex(units: second, sdk: testSDK).declarations
        return carried(before, after, sourceLocation: sourceLocation).map { Set($0.declarations.keys.compactMap { location in
            names.first { $0.key.file == location.file && $0.key.node == location.node }?.value.member.name
        }) }
    }

    private func carried(_ before: [String], _ after: [String], sourceLocation: Testing.SourceLocation) -> CarriedUses? {
        let settings = swift5
        let target: @Sendable (SwiftSettings) -> SwiftSettings = { var t = $0; t.languageMode = 6; return t }
        let first = before.enumerated().map { SourceUnit(tree: SyntaxTree.parse($0.element, path: "F\($0.offset).swift"), settings: settings) }
        let round1 = ProjectIndex(units: first, sdk: testSDK)
        _ = IsolationGraph(index: round1, target: target)
        let second = after.enumerated().map { i, text in
            text == before[i] ? first[i] : SourceUnit(tree: SyntaxTree.parse(text, path: "F\(i).swift"), settings: settings)
        }
        let reused = ProjectIndex(units: second, sdk: testSDK, reusing: round1.reusable)
        let carried = reused.carriedOverUses(generations: second.map { target($0.settings).sdk }, externalNodes: IsolationGraph.externalNodes(index: reused, targetOf: target))
        let fresh = ProjectIndex(units: second, sdk: testSDK)
        #expect(dump(IsolationGraph(index: reused, target: target)) == dump(IsolationGraph(index: fresh, target: target)), sourceLocation: sourceLocation)
        return carried
    }

    @Test func usesOfExtensionsOfOtherModulesTypesInAnEditedFileFollowTheirNewNodes() {
        // The run's extension of UIImage is code of the graph: `@MainActor` before `rounded`
        // moves its node, and the unedited user's use of it moves with it.
        let helpers = "extension UIImage {\n    func rounded() -> Double { UIScreen.main.scale }\n    func plain() -> Int { 1 }\n}\n"
        let edited = "extension UIImage {\n    @MainActor func rounded() -> Double { UIScreen.main.scale }\n    func plain() -> Int { 1 }\n}\n"
        let user = "final class Screen {\n    func show(_ image: UIImage) { _ = image.rounded(); _ = image.plain() }\n}\n"
        #expect(check([helpers, user], [edited, user]))
        // The extension's file unedited: its uses are carried over with the file's.
        let editedUser = "final class Screen {\n    @MainActor func show(_ image: UIImage) { _ = image.rounded(); _ = image.plain() }\n}\n"
        #expect(carriedFiles([helpers, user], [helpers, editedUser])?.contains(0) == true)
    }

    @Test func usesOfDeclarationsInAnEditedFileFollowTheirNewNodes() {
        let model = "final class Model {\n    func reload() { UIApplication.shared.open(url) }\n    func helper() {}\n}\n"
        // `@MainActor ` before `reload` moves every node after it.
        let edited = "final class Model {\n    @MainActor func reload() { UIApplication.shared.open(url) }\n    func helper() {}\n}\n"
        let user = "final class Screen {\n    let model = Model()\n    func show() { model.reload(); model.helper() }\n}\n"
        #expect(check([model, user], [edited, user]))
    }

    @Test func untouchedDeclarationsOfAnEditedFileKeepTheirUsesMoved() {
        let model = "final class Model {\n    func reload() { UIApplication.shared.open(url) }\n    func helper() { UIApplication.shared.open(url); reload() }\n}\n"
        // The edit moves `helper` by 11 bytes: its uses are taken over at their new offsets.
        let edited = model.replacingOccurrences(of: "    func reload", with: "    @MainActor func reload")
        let user = "final class Screen {\n    let model = Model()\n    func show() { model.reload(); model.helper() }\n}\n"
        #expect(carriedDeclarations([model, user], [edited, user]) == ["helper"])
    }

    @Test func anEditedFilesDeclarationPassingAClosureToAChangedFunctionIsScannedAgain() {
        let before = "final class Worker {\n    func run(_ body: @escaping () -> Void) {}\n    func refresh() { UIApplication.shared.open(url) }\n    func go() { run { self.refresh() } }\n}\n"
        let after = before.replacingOccurrences(of: "@escaping () -> Void", with: "@escaping @Sendable () -> Void")
        #expect(carriedDeclarations([before], [after]) == ["refresh"])
    }

    @Test func anEditedFilesTrailingClosureToAChangedInitializerIsScannedAgain() {
        // `Job { }` calls `Job.init`: the declaration never spells `init`.
        let before = "struct Job {\n    init(_ body: @escaping () -> Void) {}\n}\nfinal class Screen {\n    func refresh() { UIApplication.shared.open(url) }\n    func go() { _ = Job { self.refresh() } }\n}\n"
        let after = before.replacingOccurrences(of: "@escaping () -> Void", with: "@escaping @Sendable () -> Void")
        #expect(carriedDeclarations([before], [after]) == ["refresh"])
    }

    @Test func aNewSendableParameterMakesItsCallersScannedAgain() {
        // The unchanged file's closure runs off the main actor only once `run`'s parameter is @Sendable.
        let before = "final class Worker {\n    func run(_ body: @escaping () -> Void) {}\n}\n"
        let after = "final class Worker {\n    func run(_ body: @escaping @Sendable () -> Void) {}\n}\n"
        let user = "final class Screen {\n    let worker = Worker()\n    func refresh() { UIApplication.shared.open(url) }\n    func go() { worker.run { self.refresh() } }\n}\n"
        // A file that calls nothing of the kind is carried over.
        let other = "struct Other {\n    func f() { g() }\n    func g() {}\n}\n"
        #expect(check([before, user, other], [after, user, other]))
    }

    @Test func onlyFilesPassingAClosureToAChangedFunctionAreScannedAgain() {
        let before = "final class Worker {\n    func send(_ body: @escaping () -> Void) {}\n}\n"
        let after = "final class Worker {\n    func send(_ body: @escaping @Sendable () -> Void) {}\n}\n"
        let caller = "final class Screen {\n    let worker = Worker()\n    func refresh() { UIApplication.shared.open(url) }\n    func go() { worker.send { self.refresh() } }\n}\n"
        // Spells `send` (a method of its own, a comment) but passes it no closure.
        let speller = "struct Mail {\n    // send it\n    func send(_ text: String) {}\n    func go() { send(\"hi\") }\n}\n"
        let carried = carriedFiles([before, caller, speller], [after, caller, speller])
        #expect(carried == [2])
    }

    @Test func aChangedInitializerParameterMakesTrailingClosureCallsScannedAgain() {
        // `Job { }` calls `Job.init`: its facts are filed under `init`, which the file never spells.
        let before = "struct Job {\n    init(_ body: @escaping () -> Void) {}\n}\n"
        let after = "struct Job {\n    init(_ body: @escaping @Sendable () -> Void) {}\n}\n"
        let caller = "final class Screen {\n    func refresh() { UIApplication.shared.open(url) }\n    func go() { _ = Job { self.refresh() } }\n}\n"
        let other = "struct Other {\n    func f() { g() }\n    func g() {}\n}\n"
        #expect(carriedFiles([before, caller, other], [after, caller, other]) == [2])
    }

    @Test func aDeclarationAddedInAnEditedFileMeansAFreshScan() {
        let before = "struct A {\n    func f() {}\n}\n"
        let after = "struct A {\n    func f() {}\n    func g() {}\n}\n"
        let user = "struct B {\n    func h() { A().f() }\n}\n"
        #expect(!check([before, user], [after, user]))
    }

    @Test func aChangedMemberTypeMeansAFreshScan() {
        // `model.reload()` resolves through the written type of `model`.
        let before = "final class Model { func reload() {} }\nfinal class Other { func reload() {} }\nfinal class Holder {\n    var model: Model\n    init(model: Model) { self.model = model }\n}\n"
        let after = before.replacingOccurrences(of: "var model: Model\n", with: "var model: Other\n")
        let user = "extension Holder {\n    func go() { model.reload() }\n}\n"
        #expect(!check([before, user], [after, user]))
    }
}

/// A round's isolation graph takes over the previous round's declaration facts except for the
/// declarations of edited files and of types depending on one (`FactsSnapshot`): what the graph
/// answers is exactly what a fresh graph answers, also for declarations of files the round did not
/// edit whose facts an edit changed.
@Suite("Declaration facts carried over across rounds")
struct FactsCarryOverTests {
    let target: @Sendable (SwiftSettings) -> SwiftSettings = { var t = $0; t.languageMode = 6; return t }

    /// What the graph says of every declaration, by name (locations move with edits).
    func dump(_ graph: IsolationGraph) -> [String] {
        let index = graph.index
        return index.declarations.keys.sorted().map { location in
            let entry = index.declarations[location]!
            return "\(entry.type ?? "-").\(entry.member.name) \(String(describing: graph.languageIsolation(of: location)))"
                + " unknown \(graph.isolationIsUnknown(location)) needs \(graph.needsMainActor[location] != nil)"
                + " forbidden \(graph.forbidden[location]?.summary ?? "-") main-actor \(graph.isMainActor(.declaration(location)))"
        }
    }

    /// Round 1 over `before`, round 2 over `after` reusing it. The carried graph must equal a
    /// fresh one, facts must have been carried, and what `watched` (a declaration name in an
    /// unchanged file) is told must differ from round 1: the scenario changes a carried file's fact.
    func check(_ before: [String], _ after: [String], watched: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let first = sourceUnits(before)
        let round1 = ProjectIndex(units: first, sdk: testSDK)
        let graph1 = IsolationGraph(index: round1, target: target)
        let second = sourceUnits(after, keeping: first, of: before)
        let reused = ProjectIndex(units: second, sdk: testSDK, reusing: round1.reusable)
        #expect(reused.factsCarryOver() != nil, "facts are carried over", sourceLocation: sourceLocation)
        let carried = dump(IsolationGraph(index: reused, target: target))
        #expect(carried == dump(IsolationGraph(index: ProjectIndex(units: second, sdk: testSDK), target: target)), sourceLocation: sourceLocation)
        let watchedLine = { (lines: [String]) in lines.filter { $0.contains(".\(watched) ") } }
        #expect(!watchedLine(carried).isEmpty && watchedLine(carried) != watchedLine(dump(graph1)), "the edit changes \(watched)", sourceLocation: sourceLocation)
    }

    @Test func aProtocolMadeMainActorReachesItsConformersInUnchangedFiles() {
        check(["protocol Screen {}\n", "final class Home: Screen {\n    func render() {}\n}\n"],
              ["@MainActor protocol Screen {}\n", "final class Home: Screen {\n    func render() {}\n}\n"], watched: "render")
    }

    @Test func aConformanceInAnExtensionOfAnotherUnchangedFileIsFollowed() {
        check(["protocol Screen {}\n", "final class Home {}\n", "extension Home: Screen {\n    func render() {}\n}\n"],
              ["@MainActor protocol Screen {}\n", "final class Home {}\n", "extension Home: Screen {\n    func render() {}\n}\n"], watched: "render")
    }

    @Test func aSuperclassMadeMainActorReachesSubclassesThroughTheChain() {
        check(["class Base {}\n", "class Middle: Base {}\n", "final class Leaf: Middle {\n    func render() {}\n}\n"],
              ["@MainActor class Base {}\n", "class Middle: Base {}\n", "final class Leaf: Middle {\n    func render() {}\n}\n"], watched: "render")
    }

    @Test func aRequirementAddedToAProtocolMakesItsWitnessesForbidden() {
        check(["protocol Renderer {\n    func draw()\n}\n", "struct Canvas: Renderer {\n    func draw() {}\n    func flush() {}\n}\n"],
              ["protocol Renderer {\n    func draw()\n    func flush()\n}\n", "struct Canvas: Renderer {\n    func draw() {}\n    func flush() {}\n}\n"], watched: "flush")
    }

    @Test func aSuperclassMemberMadeMainActorReachesItsOverride() {
        // A member's attribute, not the class's header: the subclass's override inherits it.
        check(["class Base {\n    func render() {}\n}\n", "final class Leaf: Base {\n    override func render() {}\n}\n"],
              ["class Base {\n    @MainActor func render() {}\n}\n", "final class Leaf: Base {\n    override func render() {}\n}\n"], watched: "render")
    }

    /// The types whose facts are computed again when `before` becomes `after`.
    func dirtyTypes(_ before: [String], _ after: [String]) -> Set<String>? {
        let first = sourceUnits(before)
        let round1 = ProjectIndex(units: first, sdk: testSDK)
        _ = IsolationGraph(index: round1, target: target)
        let second = sourceUnits(after, keeping: first, of: before)
        return ProjectIndex(units: second, sdk: testSDK, reusing: round1.reusable).factsCarryOver()?.dirtyTypes
    }

    @Test func onlyAChangedSignatureMakesATypeAndItsDependentsComputedAgain() {
        let model = "class Model {\n    func load() {}\n}\n"
        let others = ["extension Model {\n    func save() {}\n}\n", "final class Sub: Model {}\n", "struct Alone {}\n"]
        // An edit inside a body (a capture list, a `let`) leaves every type's facts as they were.
        #expect(dirtyTypes([model] + others, [model.replacingOccurrences(of: "load() {}", with: "load() { let x = 1 }")] + others) == [])
        // A header edit reaches the subclass, not the unrelated type.
        #expect(dirtyTypes([model] + others, ["@MainActor " + model] + others) == ["Model", "Sub"])
        // So does an edit of a member's signature.
        #expect(dirtyTypes([model] + others, [model.replacingOccurrences(of: "func load", with: "nonisolated func load")] + others) == ["Model", "Sub"])
    }

    @Test func theUntouchedDeclarationsOfAnEditedFileKeepTheirFacts() {
        let before = "final class Model {\n    func reload() {}\n    func helper() {}\n}\nfunc free() {}\n"
        let after = before.replacingOccurrences(of: "reload() {}", with: "reload() { let x = 1 }")
        let first = [SourceUnit(tree: SyntaxTree.parse(before, path: "F0.swift"), settings: swift5)]
        let round1 = ProjectIndex(units: first, sdk: testSDK)
        _ = IsolationGraph(index: round1, target: target)
        let second = [SourceUnit(tree: SyntaxTree.parse(after, path: "F0.swift"), settings: swift5)]
        let reused = ProjectIndex(units: second, sdk: testSDK, reusing: round1.reusable)
        let kept = reused.factsCarryOver()?.unchangedInEditedFiles.keys.map { reused.declarations[$0]!.member.name }.sorted()
        #expect(kept == ["free", "helper"])
        #expect(dump(IsolationGraph(index: reused, target: target)) == dump(IsolationGraph(index: ProjectIndex(units: second, sdk: testSDK), target: target)))
    }

    @Test func aWrapperMadeMainActorReachesTheWrappedProperty() {
        check(["@propertyWrapper struct Shown {\n    var wrappedValue: Int\n}\n", "struct Panel {\n    @Shown var count = 0\n    func total() -> Int { count }\n}\n"],
              ["@propertyWrapper struct Shown {\n    @MainActor var wrappedValue: Int\n}\n", "struct Panel {\n    @Shown var count = 0\n    func total() -> Int { count }\n}\n"],
              watched: "count")
    }
}

/// A reference scan, one line per reference in a canonical order.
private func referenceLines(_ scan: [String: [Reference]]) -> [String] {
    scan.sorted { $0.key < $1.key }.flatMap { name, list in list.map { "\(name) \($0.file):\($0.node) \($0.base) in \($0.enclosingType ?? "-")" } }
}

/// One Swift 5 unit per text (`F0.swift`, …); a text equal to the previous round's keeps that
/// round's unit (its tree), as the engine does for a file it did not edit.
private func sourceUnits(_ texts: [String], keeping previous: [SourceUnit] = [], of previousTexts: [String] = []) -> [SourceUnit] {
    texts.enumerated().map { i, text in
        i < previousTexts.count && text == previousTexts[i] ? previous[i] : SourceUnit(tree: SyntaxTree.parse(text, path: "F\(i).swift"), settings: swift5)
    }
}
