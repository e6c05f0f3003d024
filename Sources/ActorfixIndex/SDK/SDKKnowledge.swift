import Foundation
import ActorfixSyntax

/// All SDK facts of a run: the shipped files plus any user files, merged. User files come last
/// and win where they state a fact about the same name.
public struct SDKKnowledge: Sendable {
    public private(set) var files: [SDKKnowledgeFile] = []
    private var typesByName: [String: [TypeFact]] = [:]
    private var wrappersByName: [String: [PropertyWrapperFact]] = [:]
    private var closuresByFunction: [String: [ClosureParameterFact]] = [:]
    private var offMainByProtocol: [String: [OffMainRequirementFact]] = [:]
    private var globalsByName: [String: [GlobalFact]] = [:]
    /// The names of the two tables asked about every name a scan resolves: most are neither.
    private var typeNames = NameFilter(), globalNames = NameFilter()

    public init(files: [SDKKnowledgeFile] = []) {
        for file in files { add(file) }
    }

    public mutating func add(_ file: SDKKnowledgeFile) {
        files.append(file)
        for fact in file.types { typesByName[fact.name, default: []].append(fact); typeNames.insert(fact.name) }
        for fact in file.propertyWrappers { wrappersByName[fact.name, default: []].append(fact) }
        for fact in file.sendableClosureParameters { closuresByFunction[fact.function, default: []].append(fact) }
        for fact in file.offMainRequirements { offMainByProtocol[fact.protocol, default: []].append(fact) }
        for fact in file.globals { globalsByName[fact.name, default: []].append(fact); globalNames.insert(fact.name) }
    }

    /// The knowledge shipped with actorfix (`Resources/SDK/*.json`, compiled into the binary).
    public static func bundled() throws -> SDKKnowledge {
        var knowledge = SDKKnowledge()
        for (name, json) in ShippedSDKKnowledge.files {
            knowledge.add(try decode(Data(json.utf8), path: "Resources/SDK/" + name))
        }
        return knowledge
    }

    /// Reads one knowledge file, with an error that names it and says what is wrong.
    public static func load(path: String) throws -> SDKKnowledgeFile {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw SDKKnowledgeError(path: path, reason: "cannot read the file")
        }
        return try decode(data, path: path)
    }

    static func decode(_ data: Data, path: String) throws -> SDKKnowledgeFile {
        do {
            let file = try JSONDecoder().decode(SDKKnowledgeFile.self, from: data)
            guard file.format == 1 else { throw SDKKnowledgeError(path: path, reason: "format \(file.format) is not supported (expected 1)") }
            return file
        } catch let error as SDKKnowledgeError {
            throw error
        } catch let DecodingError.dataCorrupted(context) {
            throw SDKKnowledgeError(path: path, reason: "not valid JSON: \(context.debugDescription)")
        } catch let DecodingError.keyNotFound(key, context) {
            throw SDKKnowledgeError(path: path, reason: "missing key '\(key.stringValue)' at \(Self.describe(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw SDKKnowledgeError(path: path, reason: "wrong value at \(Self.describe(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw SDKKnowledgeError(path: path, reason: "\(error)")
        }
    }

    private static func describe(_ path: [CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    // MARK: Queries

    /// The fact about a type in a generation (the last stated one wins).
    public func type(_ name: String, in generation: SDKGeneration) -> TypeFact? {
        let simple = name.lastDottedComponent
        // A nested type has a fact of its whole name (`Notification.Name`), found only by it: a
        // `Name` of another type is not that one.
        if simple.utf8.count != name.utf8.count, typeNames.mayContain(name), let nested = typesByName[name]?.last(where: { $0.holds(in: generation) }) {
            return nested
        }
        guard typeNames.mayContain(simple) else { return nil }
        return typesByName[simple]?.last { $0.holds(in: generation) }
    }

    /// The global actor an SDK type is isolated to, its own or its SDK superclasses'
    /// (`NSApplication` through `NSResponder`); nil when none is, or the chain leaves the knowledge.
    public func isolation(ofType name: String, in generation: SDKGeneration) -> String? {
        superclassChain(of: name, in: generation).facts.lazy.compactMap(\.isolation).first
    }

    /// The facts of an SDK type and of its SDK superclasses, nearest first, up to `NSObject` or a
    /// class without a superclass; `complete` is false when a superclass is one the knowledge does
    /// not describe (its isolation is then unknown).
    public func superclassChain(of name: String, in generation: SDKGeneration) -> (facts: [TypeFact], complete: Bool) {
        var facts: [TypeFact] = []
        var current = type(name, in: generation)
        for _ in 0..<32 {
            guard let fact = current else { return (facts, false) }
            facts.append(fact)
            guard let superclass = fact.superclass, superclass != "NSObject" else { return (facts, true) }
            current = type(superclass, in: generation)
        }
        return (facts, false)
    }

    /// The fact about a global variable or function in a generation (the last stated one wins).
    public func global(_ name: String, in generation: SDKGeneration) -> GlobalFact? {
        guard globalNames.mayContain(name) else { return nil }
        return globalsByName[name]?.last { $0.holds(in: generation) }
    }

    public func propertyWrapper(_ name: String, in generation: SDKGeneration) -> PropertyWrapperFact? {
        wrappersByName[name.lastDottedComponent]?.last { $0.holds(in: generation) }
    }

    /// Facts about `@Sendable` closure parameters of functions with this base name.
    public func sendableClosureParameters(function: String, in generation: SDKGeneration) -> [ClosureParameterFact] {
        (closuresByFunction[function] ?? []).filter { $0.holds(in: generation) }
    }

    /// Whether the knowledge lists off-main requirements of a protocol of this name in some
    /// generation: one lookup, no allocation (asked of every conformance of every type).
    public func mayHaveOffMainRequirements(_ name: String) -> Bool { offMainByProtocol[name.lastDottedComponent] != nil }

    public func offMainRequirements(protocol name: String, in generation: SDKGeneration) -> [String] {
        (offMainByProtocol[name.lastDottedComponent] ?? []).filter { $0.holds(in: generation) }.flatMap(\.requirements)
    }

    /// Whether the SDK declares the type Sendable (value types a closure can copy).
    public func isSendable(_ name: String, in generation: SDKGeneration) -> Bool {
        type(name, in: generation)?.sendable == true
    }

    /// Whether a type as written is Sendable by this knowledge: a known Sendable name (generic
    /// arguments aside, as `isSendable(_:in:)` is asked), or an optional, array or dictionary
    /// literal type whose parts are (`[UInt8]`, `[String: Int]?`).
    public func isSendable(written: String, in generation: SDKGeneration) -> Bool {
        var text = Substring(written.filter { $0 != " " })
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        guard text.first == "[", text.last == "]" else { return isSendable(ProjectIndex.stripGenerics(String(text)), in: generation) }
        // `[K: V]`: split at the colon outside nested brackets.
        let parts = text.dropFirst().dropLast().splitAtTopLevel([":"])
        return parts.count <= 2 && parts.allSatisfy { !$0.isEmpty && isSendable(written: String($0), in: generation) }
    }
}

public struct SDKKnowledgeError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}
