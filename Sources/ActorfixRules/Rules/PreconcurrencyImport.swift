import ActorfixIndex
import ActorfixSyntax

/// `@preconcurrency import M` for a module actorfix knows nothing about whose types are stored in
/// the file's `Sendable` types. Conservative: only a stored property of an explicitly `Sendable`
/// struct, enum or class whose type is declared neither in the project nor in the SDK knowledge;
/// an edit only when exactly one imported module can be its origin, else a report.
public struct PreconcurrencyImport: Rule {
    public init() {}
    public let id = "preconcurrency-import"
    public let summary = "@preconcurrency import for a module that has not adopted Sendable, when its types are stored in Sendable types, sent across isolation domains or held by global constants; reports one that likely has no effect any more"
    public let rationale = """
        A module built without strict concurrency checking (a binary framework, a package still in Swift 5 \
        mode) has not said which of its types are Sendable. Storing one of them in a Sendable type is \
        "stored property 'session' of 'Sendable'-conforming struct 'Credentials' has non-Sendable type \
        'Session'" in Swift 6, and the compiler suggests "add '@preconcurrency' to treat 'Sendable'-related \
        errors from module 'LegacyKit' as warnings". actorfix proposes that (SE-0337) only when the type is \
        declared neither in the project nor in its SDK knowledge and exactly one import of the file is a \
        module it knows nothing about; with several such imports it reports the candidates. Marked review: \
        if the module has adopted Sendable after all, the attribute has no effect (the compiler then warns, \
        and the type needs a Sendable conformance or the property another type). Toolchain modules \
        (Swift, Foundation, Dispatch, …) modules with SDK knowledge, the project's own modules and the modules of \
        resolved dependencies (`.build/checkouts`) built in the Swift 6 mode are never proposed, nor types with Apple's \
        prefixes (`NS…`, `URL…`, `OS…`), nor generated `.pb.swift` files; for \
        Apple frameworks it has no facts about (Network, AVFoundation, …) it only reports. The other way \
        round, an existing `@preconcurrency import M` of an SDK module with facts is reported as likely \
        unneeded when everything the file uses from M is Sendable or isolated to a global actor, M's \
        protocols appear only as conformances, and the file names no type actorfix knows nothing about; \
        never removed (Swift 6.3.1 does not report an unused `@preconcurrency import`, so only a build \
        without it proves it).
        """
    public let proposals = ["SE-0337", "SE-0302"]
    public let safety = Safety.review
    public let example = RuleExample(
        before: "import LegacyKit\n\nstruct Credentials: Sendable {\n    let session: Session\n}\n",
        after: "@preconcurrency import LegacyKit\n\nstruct Credentials: Sendable {\n    let session: Session\n}\n")

    /// Modules of the toolchain, audited for Sendable: a missing conformance there is real.
    static let auditedModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "Dispatch", "Synchronization", "Observation", "XCTest", "Testing", "Darwin", "Glibc", "Musl", "WinSDK", "os", "OSLog",
    ]

    /// Apple frameworks actorfix has no facts about: Apple annotates them, generation by
    /// generation, so a guess there is only reported, never written.
    static let appleModules: Set<String> = [
        "Network", "AVFoundation", "AVKit", "CoreData", "CoreLocation", "CoreGraphics", "CoreImage", "CoreMedia", "CoreML",
        "CoreBluetooth", "CoreMotion", "CoreSpotlight", "CoreText", "CloudKit", "Contacts", "EventKit", "GameKit", "HealthKit",
        "MapKit", "MediaPlayer", "MessageUI", "Metal", "MetalKit", "Photos", "PhotosUI", "QuickLook", "SafariServices",
        "StoreKit", "UserNotifications", "WebKit", "WidgetKit", "Security", "LocalAuthentication", "AuthenticationServices",
        "Intents", "IntentsUI", "AppIntents", "ActivityKit", "BackgroundTasks", "Vision", "VisionKit", "ARKit", "SceneKit",
        "SpriteKit", "WatchConnectivity", "MultipeerConnectivity", "NetworkExtension", "SystemConfiguration", "UniformTypeIdentifiers",
        "QuartzCore", "ImageIO", "AudioToolbox", "CallKit", "PassKit", "PDFKit", "Speech", "NaturalLanguage", "CryptoKit", "Accelerate",
        "SwiftData", "Charts", "TipKit", "RealityKit", "WeatherKit", "MusicKit", "GroupActivities", "CoreHaptics", "CoreNFC",
        "TVServices", "TVUIKit", "AppTrackingTransparency", "AdSupport", "FamilyControls", "ManagedSettings", "DeviceActivity",
        "Translation", "FoundationModels", "SharedWithYou", "LinkPresentation", "ExtensionKit", "ServiceManagement",
    ]

    /// Names of the standard library that carry their elements' Sendability.
    static let standardNames: Set<String> = [
        "Array", "Dictionary", "Set", "Optional", "Result", "ContiguousArray", "ArraySlice", "Range", "ClosedRange", "Any", "AnyObject",
        "Sendable", "Self", "Error",
        // The concurrency library's own types.
        "UnsafeContinuation", "CheckedContinuation", "UnsafeCurrentTask", "Task", "TaskGroup", "ThrowingTaskGroup",
        "DiscardingTaskGroup", "ThrowingDiscardingTaskGroup", "TaskPriority", "AsyncStream", "AsyncThrowingStream",
        "CancellationError", "Duration", "ContinuousClock", "SuspendingClock", "UnownedJob", "ExecutorJob",
    ]

    /// Apple's two-letter class prefixes (`NSRange`, `NWPathMonitor`, `OSAllocatedUnfairLock`) and
    /// `URL…`: such types come from the SDK, not from the third-party import, so no guess is made.
    public static func looksLikeAppleSDK(_ name: String) -> Bool {
        if name.hasPrefix("URL") { return true }
        let chars = Array(name)
        guard chars.count > 2, chars[2].isUppercase else { return false }
        return ["NS", "CF", "CG", "CA", "CI", "UI", "AV", "OS", "NW", "MK", "CL", "UN", "WK", "SK", "PH", "GK", "QL", "MF", "CK", "HK",
                "EK", "CN", "LA", "AS", "SF", "VN", "AR", "SC", "MP", "WC", "CX", "PK", "NE", "ML", "MT", "RP", "ST"].contains(String(chars[0..<2]))
    }

    /// The folder names on the paths of the run's files (a path's `/M/` names module M's folder),
    /// computed once per round instead of scanning every path for every import.
    static func projectFolders(_ index: ProjectIndex) -> Set<String> {
        index.memo("preconcurrency-import project folders") {
            // Each folder once: most files share theirs with others.
            var directories = Set<Substring>()
            for unit in index.units {
                guard let slash = unit.path.lastIndex(of: "/") else { continue }
                directories.insert(unit.path[..<slash])
            }
            var folders = Set<String>()
            for directory in directories {
                // Only a name with a slash on both sides counts, as in `/M/`: the first part of
                // a path comes before no slash, the last before the file name.
                let parts = directory.split(separator: "/", omittingEmptySubsequences: false)
                for part in parts.dropFirst() where !part.isEmpty { folders.insert(String(part)) }
            }
            return folders
        }
    }

    /// The last part of every nested type's name (`Outer.Inner` → `Inner`), once per round.
    static func nestedTypeNames(_ index: ProjectIndex) -> Set<String> {
        index.memo("preconcurrency-import nested type names") {
            Set(index.types.keys.compactMap { key -> String? in
                let name = ProjectIndex.sourceName(ofKey: key)
                guard let dot = name.lastIndex(of: ".") else { return nil }
                return String(name[name.index(after: dot)...])
            })
        }
    }

    public func prepare(_ file: FileContext) { _ = file.otherModulesTypesCrossingBoundaries }

    public func check(_ file: FileContext) -> [Change] {
        let imports = file.tree.root.itemsFlatteningIfConfig.filter { $0.kind == .importDecl }
        return removableImports(file, imports: imports) + missingImports(file, imports: imports)
    }

    /// `@preconcurrency` for the one unknown module a Sendable type's stored property can come from.
    private func missingImports(_ file: FileContext, imports: [SyntaxNode]) -> [Change] {
        let known = file.index.memo("preconcurrency-import known modules") {
            Set(file.index.sdk.files.map(\.module)).union(PreconcurrencyImport.auditedModules)
        }
        let unknown = imports.filter { item in
            // A resolved dependency built with Swift 6 checking has said which types are Sendable.
            guard let module = item.name, !item.hasAttribute("preconcurrency"), !known.contains(module),
                  !file.options.checkedDependencyModules.contains(module) else { return false }
            // A module of the project itself (a local package's target) is indexed with the run.
            if PreconcurrencyImport.projectFolders(file.index).contains(module) { return false }
            // `import struct M.T` names what it imports; leave those to the person.
            return !item.directTokens.contains { file.tree.tokens[Int($0)].keyword == .struct || file.tree.tokens[Int($0)].keyword == .class }
        }
        // Generated code (`.pb.swift`) is regenerated, not edited.
        guard !unknown.isEmpty, !file.path.hasSuffix(".pb.swift") else { return [] }
        let modules = unknown.compactMap(\.name)
        let oneCandidate = modules.count == 1 && !PreconcurrencyImport.appleModules.contains(modules[0])
        // A value sent across counts only where it decides the import (a report listing several
        // modules would be a guess), and only in code not yet compiled in the Swift 6 mode (code
        // that is compiles, so the module's types are Sendable or the sends are safe).
        guard let evidence = crossing(file) ?? (oneCandidate && file.settings.languageMode < 6 ? sentAcross(file) ?? unknownConstant(file) : nil) else { return [] }
        if oneCandidate, let module = modules.first, let item = unknown.first, let keyword = item.declKeywordToken {
            return [change(file, [.insert("@preconcurrency ", at: Int(file.tree.tokens[Int(keyword)].start))],
                           message: "import \(module) with @preconcurrency: \(evidence.short)",
                           reason: "Swift 6: \(evidence.long). \(module) is the only module this file imports that actorfix has no knowledge of, so '\(evidence.type)' comes from it, and it has not said whether '\(evidence.type)' is Sendable. `@preconcurrency import \(module)` (SE-0337) treats that as it was before Swift 6 until \(module) adopts Sendable; nothing changes at run time. Review: if \(module) has adopted Sendable, the attribute has no effect and '\(evidence.type)' really is not Sendable.",
                           at: item.byteRange.lowerBound)]
        }
        return [change(file, [], message: "\(evidence.short); it comes from one of \(modules.joined(separator: ", ")) (review)",
                       reason: "Swift 6: \(evidence.long). actorfix has no knowledge of \(modules.joined(separator: ", ")): if '\(evidence.type)' comes from a module that has not adopted Sendable, `@preconcurrency import` of that module (SE-0337) treats it as before Swift 6; `actorfix sdk import` of the module's interface tells actorfix which it is.",
                       at: unknown[0].byteRange.lowerBound)]
    }

    /// The first stored property of an explicitly `Sendable` type of this file whose type is unknown.
    private func crossing(_ file: FileContext) -> (short: String, long: String, type: String)? {
        for decl in file.tree.nodes(ofKinds: .structDecl, .enumDecl, .classDecl) {
            guard let clause = decl.firstChild(.inheritanceClause),
                  clause.children(.inheritedType).contains(where: { inherited in
                      guard let type = inherited.firstChild(.type) else { return false }
                      return !type.hasAttribute("unchecked") && (type.typeBaseName == "Sendable" || type.typeBaseName == "Swift.Sendable")
                  }),
                  let name = decl.name else { continue }
            let context = file.typeName(of: decl) ?? name
            let generics = genericParameters(around: decl, file: file)
            for member in decl.memberDeclarations where member.kind == .variableDecl && !member.isStatic {
                for binding in member.bindings where !binding.isComputedBinding {
                    guard let type = binding.typeAnnotationType, let unknown = unknownTypeName(in: type, context: context, generics: generics, file: file) else { continue }
                    let property = binding.name ?? "?"
                    let what = decl.kind == .structDecl ? "struct" : decl.kind == .enumDecl ? "enum" : "class"
                    return ("'\(name).\(property)' stores '\(unknown)', which may not be Sendable",
                            "\"stored property '\(property)' of 'Sendable'-conforming \(what) '\(name)' has non-Sendable type '\(type.text)'\"",
                            unknown)
                }
            }
        }
        return nil
    }

    /// The first global or static constant of this file, not isolated to a global actor, whose
    /// written type neither the project nor the SDK knowledge declares (ichime's `static let
    /// container: DIContainer` of DITranquillity, a Swift 5 package): "static property 'container'
    /// is not concurrency-safe because non-'Sendable' type 'DIContainer' may have shared mutable
    /// state", for which the compiler suggests the attribute itself.
    private func unknownConstant(_ file: FileContext) -> (short: String, long: String, type: String)? {
        for decl in file.tree.nodes(ofKinds: .variableDecl) where decl.isLet {
            let enclosing = decl.enclosingType
            guard enclosing == nil ? decl.nearestAncestor(where: { $0.isFunctionLike || $0 == .closureExpr }) == nil : decl.isStatic,
                  let isolation = file.index.isolation(ofDeclarationAt: DeclLocation(file: file.unitIndex, node: decl.index), settings: file.target)?.isolation,
                  isolation == .nonisolated else { continue }
            let context = enclosing.flatMap { file.typeName(of: $0) } ?? ""
            for binding in decl.bindings where !binding.isComputedBinding {
                guard let type = binding.typeAnnotationType,
                      let unknown = unknownTypeName(in: type, context: context, generics: genericParameters(around: decl, file: file), file: file) else { continue }
                let property = binding.name ?? "?"
                let kind = enclosing == nil ? "let" : "static property"
                return ("\(kind == "let" ? "global" : "static") constant '\(property)' holds '\(unknown)', which may not be Sendable",
                        "\"\(kind) '\(property)' is not concurrency-safe because non-'Sendable' type '\(type.text)' may have shared mutable state\" (SE-0412)",
                        unknown)
            }
        }
        return nil
    }

    /// A type this file names that neither the project nor the SDK knowledge declares, whose values
    /// cross an isolation boundary somewhere in the run (Cilicon's `SSHClient`, which main-actor
    /// code hands to nonisolated `async` provisioners: "sending 'client' risks causing data races"
    /// where it is sent, and in the callee with `NonisolatedNonsendingByDefault`).
    private func sentAcross(_ file: FileContext) -> (short: String, long: String, type: String)? {
        // The names no module actorfix knows can declare, once per round; then only the files
        // where such a value is passed or returned across, and that spell its name, are walked.
        let crossing = file.index.memo("preconcurrency-import crossing names \(file.target.sdk.rawValue)") {
            file.otherModulesTypesCrossingBoundaries.filter { name, _ in
                !PreconcurrencyImport.standardNames.contains(name) && !PreconcurrencyImport.looksLikeAppleSDK(name)
                    && !FileContext.standardSendableTypes.contains(name) && file.index.sdk.type(name, in: file.target.sdk) == nil
            }
        }
        let bytes = file.tree.bytes
        let here = crossing.filter { $0.value.files.contains(file.unitIndex) && SyntaxTree.bytes(bytes, contain: $0.key, in: 0..<bytes.count) }
        guard !here.isEmpty else { return nil }
        var found: (name: String, reason: String)?
        for type in file.tree.nodes(ofKinds: .type) where found == nil {
            // The generic parameters of the declarations around it are not types of a module.
            let context = type.enclosingType.flatMap { file.typeName(of: $0) } ?? ""
            guard let name = unknownTypeName(in: type, context: context, generics: genericParameters(around: type, file: file), file: file),
                  let entry = here[name] else { continue }
            found = (name, entry.reason)
        }
        guard let found else { return nil }
        return ("values of '\(found.name)' cross an isolation boundary (\(found.reason))",
                "values of '\(found.name)' cross an isolation boundary: \(found.reason); a value that is not Sendable may only be sent when nothing else can use it afterwards (\"sending '…' risks causing data races\", SE-0414), and a type whose module has not said whether it is Sendable counts as not Sendable",
                found.name)
    }

    /// The generic parameters of `node` and of every declaration it is nested in; an extension
    /// has those of the type it extends.
    private func genericParameters(around node: SyntaxNode, file: FileContext) -> Set<String> {
        var generics = Set<String>()
        var scope: SyntaxNode? = node
        while let current = scope {
            generics.formUnion(current.firstChild(.genericParameterClause)?.children(.genericParameter).compactMap(\.name) ?? [])
            if current.kind == .extensionDecl, let extended = file.typeInfo(of: current) { generics.formUnion(extended.genericParameters) }
            scope = current.parent
        }
        return generics
    }

    /// A capitalized type name in a written type that neither the project nor the SDK knowledge
    /// declares.
    private func unknownTypeName(in type: SyntaxNode, context: String, generics: Set<String>, file: FileContext) -> String? {
        var found: String?
        type.walk { node in
            guard found == nil, node.kind == .type else { return }
            for token in node.directTokens where file.tree.tokens[Int(token)].kind == .identifier {
                let name = file.tree.identifierName(token)
                guard name.startsUppercase, !generics.contains(name), !PreconcurrencyImport.standardNames.contains(name),
                      // swift-collections' containers are Sendable when their elements are (ichime's
                      // `OrderedSet<URL>`: 18 needless imports, found by a helper).
                      !FileContext.collectionsPackageContainers.contains(name),
                      !PreconcurrencyImport.looksLikeAppleSDK(name),
                      !FileContext.standardSendableTypes.contains(name), file.index.lookupType(name, from: context) == nil,
                      file.index.sdk.type(name, in: file.target.sdk) == nil, file.index.typealiasTarget(name, from: context) == nil,
                      // A nested type of the project (`Outer.Inner`) is the project's, whatever scope it is named from.
                      !PreconcurrencyImport.nestedTypeNames(file.index).contains(name) else { continue }
                // A qualified name (`M.T`): only the last part is a type.
                if let next = file.tree.tokens.indices.contains(Int(token) + 1) ? Int(token) + 1 : nil, file.tree.text(Int32(next)) == "." { continue }
                // `Any.Type`, `P.Protocol`: a metatype, Sendable whatever it describes.
                if name == "Type" || name == "Protocol", token > 0, file.tree.text(token - 1) == "." { continue }
                found = name
                return
            }
        }
        return found
    }
}
