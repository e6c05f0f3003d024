import ActorfixIndex
import Foundation
import ActorfixSyntax

/// Whether values of a type can cross isolation boundaries, as far as source and SDK facts tell.
/// `nil` means "cannot tell": rules then take the cautious path.
extension FileContext {
    static let standardSendableTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float80",
        "Bool", "String", "Character", "Substring", "Never", "Void", "Duration", "StaticString", "ObjectIdentifier",
        "URL", "Data", "Date", "UUID", "Decimal", "TimeInterval", "CGFloat", "CGSize", "CGPoint", "CGRect",
        // The standard library's string views and indices (WasmKit's `Location` stores them).
        "String.Index", "String.UnicodeScalarView", "String.UnicodeScalarView.Index", "String.UTF8View", "String.UTF8View.Index",
        "String.UTF16View", "String.UTF16View.Index", "Substring.UnicodeScalarView", "Substring.UTF8View", "Substring.UTF16View",
        "Unicode.Scalar", "UnicodeScalar",
    ]

    /// The standard library's pointers are explicitly not Sendable (swift-log 1.5.4 keeps a
    /// `UnsafeMutablePointer<FILE>` in a struct held by a static constant).
    static let standardNonSendableTypes: Set<String> = [
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", "OpaquePointer",
        "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer",
        // Classes of the standard library; a key path is Sendable only as `KeyPath<…> & Sendable`
        // (SE-0418). VersionedCodable's `static let keyPathToVersion: KeyPath<Self, Int?>`.
        "AnyKeyPath", "PartialKeyPath", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath",
    ]

    /// Only letters, digits and underscores (no `?`, `<`, `[`, `.`, spaces or attributes).
    static func isPlainTypeName(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.isEmpty && bytes.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            }
        } ?? false
    }

    /// A metatype (`Any.Type`, `Action.Type`, `AnyClass`) is Sendable, but since Swift 6.2 the
    /// existential metatype of a protocol that refines neither `Sendable` nor `SendableMetatype`
    /// (`InfixOperator.Type`, `any Decodable.Type`) is not (SE-0470): Stencil's
    /// `enum Operator { case infix(String, Int, InfixOperator.Type) }` is not implicitly Sendable,
    /// so its `static let all: [Operator]` is an error (checked with swiftc 6.3.1). As a stored
    /// property of a type declared Sendable it draws only a warning.
    private func metatypeIsSendable(_ name: String, from context: String?) -> Bool {
        guard name.hasSuffix(".Type") else { return true }
        var base = ProjectIndex.trimmingBlanks(String(name.dropLast(5)))
        if base.hasPrefix("("), base.hasSuffix(")") { base = ProjectIndex.trimmingBlanks(String(base.dropFirst().dropLast())) }
        if base.hasPrefix("any ") { base = ProjectIndex.trimmingBlanks(String(base.dropFirst(4))) }
        if base == "Any" || base == "AnyObject" || base.containsText("&") { return true }
        if let info = index.lookupType(base, from: context) {
            return info.kind != .protocol || index.refinesSendable(base, context: context, file: nil)
        }
        if FileContext.knownSendableProtocols.contains(base) { return true }
        // The standard protocols that refine neither (`Decodable`, `Hashable`); `NSObject` is a class.
        return !(FileContext.knownNonSendableSupertypes.contains(base) && base != "NSObject" && base != "AnyObject")
    }

    public func isSendable(typeNamed written: String, from context: String? = nil, depth: Int = 0) -> Bool? {
        // Each level of `[[…]]` or `Array<…>` is one call that copies the rest of the text.
        guard depth < TypeNesting.limit else { return nil }
        // Most names come without surrounding spaces: skip Foundation's trimming (a hot path in
        // files with thousands of globals).
        var name = ProjectIndex.trimmingBlanks(written)
        // A plain name (`Int`, `Model`; nearly every type a generated file's globals have) has no
        // optional, existential, function, collection or generic syntax to take apart.
        if !FileContext.isPlainTypeName(name) {
            while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
            // `(any ColorSet)?`, `any ColorSet`: the existential of a protocol is Sendable when it refines Sendable.
            if name.hasPrefix("("), name.hasSuffix(")"), !name.containsText("->"), !name.containsText(",") { name = String(name.dropFirst().dropLast()) }
            if name.hasPrefix("any ") { name.removeFirst(4) }
            if FileContext.isCompositionWithSendable(name) { return true }
            // `Any` and `AnyObject` hold values of any type: never Sendable.
            if name == "Any" || name == "AnyObject" { return false }
            if name.hasSuffix(".Type") || name.hasSuffix(".Protocol") { return metatypeIsSendable(name, from: context) }
            // A function type is Sendable only when it says so (`@Sendable () -> Void`), or when it is
            // a C function pointer or a thin function, which capture nothing (swift-nio's
            // `let sysMalloc: @convention(c) (size_t) -> UnsafeMutableRawPointer? = malloc`).
            if name.containsText("->") && !name.hasPrefix("[") {
                return FunctionTypeAttributes.outermost(name, has: "@Sendable") || name.hasPrefix("@convention(c)") || name.hasPrefix("@convention(thin)")
            }
            // A tuple (`(content: String, lineNumber: UInt)`, Stencil's `ContentLocation`) is
            // Sendable when its elements are.
            if name.hasPrefix("("), name.hasSuffix(")") {
                var all: Bool? = true
                // One element left in parentheses here spells a comma inside (`(Dictionary<A, B>)`).
                for type in tupleTypeElements(name)?.map(\.type) ?? [String(name.dropFirst().dropLast())] {
                    let s = isSendable(typeNamed: type, from: context, depth: depth + 1)
                    if s == false { return false }
                    if s == nil { all = nil }
                }
                return all
            }
            if name.hasPrefix("[") && name.hasSuffix("]") {
                let inner = String(name.dropFirst().dropLast())
                if let colon = inner.topLevelIndices(of: [":"]).first {
                    let key = String(inner[..<colon]), value = String(inner[inner.index(after: colon)...])
                    let k = isSendable(typeNamed: key, from: context, depth: depth + 1), v = isSendable(typeNamed: value, from: context, depth: depth + 1)
                    // One part known not to be Sendable decides (`[String: Any]`).
                    if k == false || v == false { return false }
                    guard let k, let v else { return nil }
                    return k && v
                }
                return isSendable(typeNamed: inner, from: context, depth: depth + 1)
            }
            if let lt = name.firstIndex(of: "<") {
                // Generic containers of the standard library are Sendable when their elements are.
                let base = String(name[..<lt])
                // So are swift-collections' (`OrderedSet`, `Deque`, …), unless the run declares a
                // type of that name.
                if ["Array", "Set", "Optional", "Dictionary", "ContiguousArray", "Range", "ClosedRange"].contains(base)
                    || (FileContext.collectionsPackageContainers.contains(base) && index.lookupType(base, from: context, inFile: unitIndex) == nil) {
                    let args = String(name[name.index(after: lt)..<(name.lastIndex(of: ">") ?? name.endIndex)])
                    var all: Bool? = true
                    for arg in args.splitAtTopLevel([","]).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                        let s = isSendable(typeNamed: arg, from: context, depth: depth + 1)
                        if s == false { return false }
                        if s == nil { all = nil }
                    }
                    return all
                }
                name = base
            }
        } else if name == "Any" || name == "AnyObject" {
            return false
        }
        if FileContext.standardSendableTypes.contains(name) { return true }
        if FileContext.standardNonSendableTypes.contains(name) { return false }
        // `typealias ScalarMap = [Tag.Name: (Node.Scalar) -> Any?]`, nested or top-level.
        if depth < 6, let aliased = index.typealiasTarget(name, from: context) {
            return isSendable(typeNamed: aliased, from: context, depth: depth + 1)
        }
        if let info = index.lookupType(name, from: context, inFile: unitIndex) { return isSendable(info, depth: depth) }
        // The existential of a standard protocol refining Sendable (`let error: Error`).
        if FileContext.knownSendableProtocols.contains(name) { return true }
        if let fact = index.sdk.type(name, in: target.sdk) {
            if let sendable = fact.sendable { return sendable }
            if fact.isolation != nil { return true }
            return fact.kind == "class" && fact.sendableVaries != true ? false : nil
        }
        return nil
    }

    /// swift-collections' generic containers, Sendable when their elements are (1.6.0:
    /// `extension OrderedSet: @unchecked Sendable where Element: Sendable`, and so for
    /// `OrderedDictionary`, `Deque`, `Heap`, `TreeSet`, `TreeDictionary`). Found by a helper on
    /// pine, where 17 reports said actorfix could not tell whether `OrderedSet` was Sendable.
    static let collectionsPackageContainers: Set<String> = ["OrderedSet", "OrderedDictionary", "Deque", "Heap", "TreeSet", "TreeDictionary"]

    /// A type of the run: actors and global-actor types are Sendable; classes only when they say
    /// so; structs and enums when declared Sendable, or (implicitly, if not public) when every
    /// stored property is.
    public func isSendable(_ info: TypeInfo, depth: Int = 0) -> Bool? {
        if sendableAssumptions?.covers(index.key(of: info)) == true { return true }
        guard depth == 0 else { return sendability(of: info, depth: depth) }
        return keptForLargeType(info, "Sendable") { sendability(of: info, depth: 0) }
    }

    /// An answer about a type of the project as written, asked from this file: for a large type
    /// it is kept for the round, per target settings, file (names in the answer are looked up
    /// from it) and question. Some rules ask about a type once per member (a generated
    /// catalogue's thousands of constants of its own type) and an answer reads every member
    /// (home-assistant's 7,447 icons took about 0.7 s of CPU a round).
    public func keptForLargeType<T: Sendable>(_ info: TypeInfo, _ question: String, _ answer: () -> T) -> T {
        guard sendableAssumptions == nil, info.members.count >= FileContext.largeTypeMemberCount else { return answer() }
        let answers = index.memo("answers about large types: \(question)") { SharedCache<SwiftSettings, SharedCache<LargeTypeQuestion, T>>() }
            .value(target) { SharedCache<LargeTypeQuestion, T>() }
        return answers.value(LargeTypeQuestion(file: unitIndex, type: index.key(of: info)), answer)
    }

    public struct LargeTypeQuestion: Hashable, Sendable {
        let file: Int
        let type: String
    }

    /// Types with at least this many members have their answers kept (see `keptForLargeType`).
    static let largeTypeMemberCount = 64

    private func sendability(of info: TypeInfo, depth: Int) -> Bool? {
        // Whatever it says (see `inheritsManagedBuffer`).
        if info.kind == .class, inheritsManagedBuffer(info) { return false }
        let isolation = index.isolation(ofType: info, settings: target).isolation
        if case .globalActor = isolation { return true }
        // (A conformance to a global-actor protocol isolates the type only on its declaration,
        // which its isolation above answers: one in an extension, MarkerData's `extension
        // QueueModel: DropDelegate`, isolates that extension's members, not the type.)
        let inherited = sendability(ofInherited: info.allConformances, from: info.name, inFile: info.declaration.file, depth: depth,
                                    isolatedProtocolsMakeSendable: info.kind == .protocol)
        if inherited == true { return true }
        if saysNotSendable(info) { return false }
        switch info.kind {
        case .actor: return true
        // Not Sendable unless something it inherits makes it so; a superclass or protocol actorfix
        // cannot see (another module) might.
        case .class: return inherited == nil ? nil : false
        // Its existential is Sendable only when it refines Sendable: not when everything it
        // refines is known (SwiftCLI's `static let stdout: WritableStream`, `: AnyObject`).
        case .protocol: return inherited == nil ? nil : false
        case .struct, .enum:
            // SE-0302: a public type that is not @frozen is never implicitly Sendable, whatever
            // its stored properties or raw type; only a conformance (maybe from another module) is.
            if needsExplicitSendable(info) { return inherited == nil ? nil : false }
            return storedPropertiesAreSendable(info, inherited: inherited, depth: depth)
        }
    }

    /// Whether a struct or enum is Sendable only by saying so (SE-0302): a public one that is not
    /// `@frozen`, and an internal `@usableFromInline` one, which inlinable code of other modules
    /// sees (swiftc 6.3.1: "static property 'f' is not concurrency-safe because non-'Sendable'
    /// type 'Flag'" for `@usableFromInline struct Flag { var raw: Int }`; WasmKit's
    /// `ElementSegment.Flag`).
    public func needsExplicitSendable(_ info: TypeInfo) -> Bool {
        (isPublic(info) || info.attributes.contains("usableFromInline")) && !info.attributes.contains("frozen")
    }

    /// Whether a type is public or open: said on its declaration, or, without an access modifier
    /// of its own, inherited from the `public extension` that declares it (Plot's
    /// `public extension Indentation { enum Kind … }`).
    public func isPublic(_ info: TypeInfo) -> Bool {
        // A nested type is no more visible than the type around it (swift-nio's tests declare a
        // `public enum ChannelState` inside an internal class: it is internal).
        if let outer = index.node(info.declaration).enclosingType, outer.kind != .extensionDecl,
           let outerInfo = index.typeNameOfDecl[DeclLocation(file: info.declaration.file, node: outer.index)].flatMap({ index.types[$0] }),
           !isPublic(outerInfo) { return false }
        if info.modifiers.contains("public") || info.modifiers.contains("open") { return true }
        if info.modifiers.contains(where: { SourceStyle.accessModifiers.contains($0) }) { return false }
        guard let container = index.node(info.declaration).enclosingType, container.kind == .extensionDecl else { return false }
        return container.hasModifier("public") || container.hasModifier("open")
    }

    /// Why a type must be Sendable by what it declares, or nil: "is declared Sendable", "conforms to
    /// Error, which refines Sendable" (a standard protocol refining it, or a protocol of the run
    /// that does; not an isolated one, whose conformers are isolated, not checked), or a
    /// swift-dependencies key whose `Value` is the type itself (`associatedtype Value: Sendable =
    /// Self`: a client struct conforming to `DependencyKey` without naming another `Value`).
    /// - Parameter conformances: the conformances to read (default: all of them).
    public func declaredSendableRequirement(of info: TypeInfo, conformances: [String]? = nil) -> String? {
        for written in conformances ?? info.allConformances {
            let name = FileContext.inheritedName(written)
            if name == "Sendable" { return "is declared Sendable" }
            if FileContext.sendableRefiningProtocols.contains(name) { return "conforms to \(name), which refines Sendable" }
            if FileContext.dependencyKeyProtocols.contains(name), isOwnDependencyValue(info) {
                return "conforms to \(name), whose Value (the type itself) must be Sendable (swift-dependencies: `associatedtype Value: Sendable = Self`)"
            }
            // The standard protocols that do not refine Sendable (`Hashable`, `Codable`) need no look-up.
            if FileContext.knownNonSendableSupertypes.contains(name) { continue }
            guard let proto = index.lookupType(name, from: info.name, inFile: info.declaration.file), proto.kind == .protocol,
                  case .nonisolated = index.isolation(ofType: proto, settings: target).isolation,
                  sendability(ofInherited: proto.allConformances, from: proto.name, inFile: proto.declaration.file, depth: 1) == true else { continue }
            return "conforms to \(proto.name), which refines Sendable"
        }
        return nil
    }

    /// swift-dependencies' protocols whose `Value` defaults to the conforming type and must be
    /// Sendable.
    static let dependencyKeyProtocols: Set<String> = ["DependencyKey", "TestDependencyKey"]

    /// Whether a `DependencyKey` conformer is its own `Value`: it names no other (`typealias
    /// Value`, or a `liveValue`/`testValue`/`previewValue` of another written type), in a file that
    /// imports swift-dependencies (or the Composable Architecture, which exports it).
    private func isOwnDependencyValue(_ info: TypeInfo) -> Bool {
        let exporting: Set<String> = ["Dependencies", "DependenciesMacros", "ComposableArchitecture"]
        guard ([info.declaration] + info.extensions).contains(where: { !index.units[$0.file].tree.importedModules.isDisjoint(with: exporting) }) else { return false }
        let valueNames: Set<String> = ["liveValue", "testValue", "previewValue"]
        for member in info.members {
            if member.kind == .typealias && member.name == "Value" { return false }
            // The type itself, maybe qualified by its module (`IAPInterface.CredentialClient`).
            if member.isStatic, valueNames.contains(member.name), let written = member.declaredType.map(ProjectIndex.stripGenerics),
               written != "Self", written != info.name, !written.hasSuffix("." + info.name) { return false }
        }
        return true
    }

    /// What a type stores: each stored instance property's type (declared, or evident from its
    /// initial value: `var addresses = Addresses(list: [])`), then each enum case's payload
    /// types, with the member (property or case) they belong to.
    func storedTypes(of info: TypeInfo) -> [(member: MemberInfo, type: String)] {
        var stored: [(member: MemberInfo, type: String)] = []
        for member in info.members where member.kind == .variable && member.isStored && !member.isStatic {
            if let type = valueType(of: member) { stored.append((member, type)) }
        }
        for member in info.members where member.kind == .enumCase {
            guard let element = member.binding,
                  let payload = index.node(DeclLocation(file: member.location.file, node: element)).firstChild(.parameterClause) else { continue }
            for parameter in payload.children(.parameter) {
                if let type = parameter.parameterType?.text { stored.append((member, type)) }
            }
        }
        return stored
    }

    /// A struct or enum whose stored properties (and enum payloads) are all Sendable: such a type
    /// is implicitly Sendable unless public, and may conform explicitly.
    public func storedPropertiesAreSendable(_ info: TypeInfo, depth: Int = 0) -> Bool? {
        guard info.kind == .struct || info.kind == .enum else { return nil }
        return storedPropertiesAreSendable(info, inherited: sendability(ofInherited: info.allConformances, from: info.name, inFile: info.declaration.file, depth: depth), depth: depth)
    }

    /// Types whose instances guard mutable state: a class holding one is a candidate for
    /// `@unchecked Sendable` that a person must check.
    static let lockTypes: Set<String> = ["NSLock", "NSRecursiveLock", "OSAllocatedUnfairLock", "Mutex", "DispatchQueue", "os_unfair_lock", "pthread_mutex_t"]

    /// A class's stored lock and its mutable stored properties, when it has both: a type only a
    /// person can declare `@unchecked Sendable` (if the lock guards every access).
    public func lockAndMutableState(of info: TypeInfo) -> (lock: MemberInfo, mutable: [MemberInfo])? {
        guard info.kind == .class else { return nil }
        return keptForLargeType(info, "lock and mutable state") { () -> (lock: MemberInfo, mutable: [MemberInfo])? in
            let stored = info.members.filter { $0.kind == .variable && $0.isStored && !$0.isStatic }
            guard let lock = stored.first(where: { member in
                valueType(of: member).map { FileContext.lockTypes.contains(ProjectIndex.stripGenerics($0)) } == true
            }) else { return nil }
            let mutable = stored.filter { !$0.isLet }
            return mutable.isEmpty ? nil : (lock, mutable)
        }
    }

    /// Whether a class of the run inherits the standard library's `ManagedBuffer` (through the
    /// run's classes): since Swift 6.2 ManagedBuffer is unavailable as Sendable, and a subclass's
    /// own `@unchecked Sendable` is ignored ("conformance … is already unavailable", swiftc 6.3.1).
    public func inheritsManagedBuffer(_ info: TypeInfo) -> Bool {
        var current = info
        for _ in 0..<16 {
            guard current.kind == .class, let superclass = current.inheritedOnDeclaration.first else { return false }
            let name = ProjectIndex.stripGenerics(superclass)
            if name == "ManagedBuffer" || name == "Swift.ManagedBuffer" { return true }
            guard let parent = superclassOfRun(current) else { return false }
            current = parent
        }
        return false
    }

    /// Whether the type or one of its extensions writes `@unchecked Sendable`: the compiler checks
    /// nothing it stores (the index keeps inherited names without their attributes).
    public func isDeclaredUncheckedSendable(_ info: TypeInfo) -> Bool {
        ([info.declaration] + info.extensions).contains { location in
            index.node(location).firstChild(.inheritanceClause)?.children(.inheritedType).contains { $0.firstChild(.type)?.hasAttribute("unchecked") == true } == true
        }
    }

    /// `@available(*, unavailable) extension Box: Sendable {}`: the type says it is not Sendable
    /// (swift-nio's channel handlers), and must not be made so.
    public func saysNotSendable(_ info: TypeInfo) -> Bool {
        info.extensions.contains { location in
            let node = index.node(location)
            return node.isUnavailableEverywhere && node.inheritedTypeNames.contains { FileContext.inheritedName($0) == "Sendable" }
        }
    }

    private func storedPropertiesAreSendable(_ info: TypeInfo, inherited: Bool?, depth: Int) -> Bool? {
        guard depth < 4 else { return nil }
        if saysNotSendable(info) { return false }
        // One stored property (or enum payload) known not to be Sendable decides; otherwise one
        // unknown leaves it open.
        var unknown = false
        if info.kind == .enum {
            for member in info.members where member.kind == .enumCase {
                guard let element = member.binding,
                      let payload = index.node(DeclLocation(file: member.location.file, node: element)).firstChild(.parameterClause) else { continue }
                for parameter in payload.children(.parameter) {
                    let type = parameter.parameterType?.text
                    switch type.flatMap({ isSendable(typeNamed: $0, from: info.name, depth: depth + 1) }) {
                    case false?: return inherited == nil ? nil : false
                    case nil: unknown = true
                    case true?: break
                    }
                }
            }
        }
        for member in info.members where member.kind == .variable && member.isStored && !member.isStatic {
            // A wrapped property is stored as its wrapper (`State<Bool>`): that type decides.
            let types = member.propertyWrappers.isEmpty ? [valueType(of: member)] : member.propertyWrappers.map { Optional($0) }
            for type in types {
                switch type.flatMap({ isSendable(typeNamed: $0, from: info.name, depth: depth + 1) }) {
                case false?: return inherited == nil ? nil : false
                case nil: unknown = true
                case true?: break
                }
            }
        }
        return unknown ? nil : true
    }

    /// A final, non-generic class of the run without a superclass but NSObject whose stored
    /// properties are all `let`s of Sendable types (no wrappers): the compiler accepts a checked
    /// `Sendable` conformance for it (SE-0302). A `var`, another superclass or an unknown
    /// inherited name says no.
    public func finalClassMayConformToSendable(_ info: TypeInfo) -> Bool { varsBlockingSendable(info) != nil }

    /// For a final class that may conform to Sendable once some never-mutated `var`s become
    /// `let`s: those vars (empty when it may conform as it is); nil when it may not conform.
    public func varsBlockingSendable(_ info: TypeInfo) -> [MemberInfo]? { varsBlockingSendable(info, storedTypesChecked: true) }

    /// The same for a class that is not final but may become so: not open, no open member, and
    /// nothing in the run subclasses it (penn-mobile-ios's `DiningAPI`, a singleton of `let`s).
    public func varsBlockingSendableOnceFinal(_ info: TypeInfo) -> [MemberInfo]? {
        guard info.kind == .class, !info.modifiers.contains("final"), !info.modifiers.contains("open"),
              SendableClasses.subclasses(of: info, file: self).isEmpty,
              !info.members.contains(where: { index.node($0.location).hasModifier("open") }) else { return nil }
        return varsBlockingSendable(info, storedTypesChecked: true, assumingFinal: true)
    }

    /// Whether a class could conform to Sendable once what it stores does: final, without a
    /// superclass but NSObject, and every stored `var` never assigned after init. A value crossing a boundary
    /// carries the storage of such a class along, not of another (WasmKit's `Store`, with a
    /// mutable `var`, made ten types and a public protocol Sendable for nothing).
    public func classMayBecomeSendable(_ info: TypeInfo) -> Bool { varsBlockingSendable(info, storedTypesChecked: false) != nil }

    private func varsBlockingSendable(_ info: TypeInfo, storedTypesChecked: Bool, assumingFinal: Bool = false) -> [MemberInfo]? {
        guard info.kind == .class, assumingFinal || info.modifiers.contains("final"), info.genericParameters.isEmpty, !saysNotSendable(info) else { return nil }
        // Every inherited name must be a protocol: a superclass (even one of another module) rules it
        // out, but for NSObject, which SE-0302 allows (`final class Colors: NSObject, Sendable` of
        // lets compiles with swiftc 6.3.1; OneBusAway's `ThemeColors`).
        let inheritsNSObject = SendableClasses.knownSuperclass(of: info, file: self).name == "NSObject"
        for written in info.allConformances {
            if inheritsNSObject, FileContext.inheritedName(written) == "NSObject" { continue }
            let name = ProjectIndex.stripGenerics(written)
            if FileContext.knownNonSendableSupertypes.contains(name) && name != "NSObject" && name != "AnyObject" { continue }
            if let own = index.lookupType(name, from: info.name, inFile: info.declaration.file), own.kind == .protocol { continue }
            if let fact = index.sdk.type(name, in: target.sdk), fact.kind == "protocol" { continue }
            return nil
        }
        let stored = info.members.filter { $0.kind == .variable && $0.isStored && !$0.isStatic }
        var blocking: [MemberInfo] = []
        for member in stored {
            guard member.propertyWrappers.isEmpty,
                  !storedTypesChecked || valueType(of: member).flatMap({ isSendable(typeNamed: $0, from: info.name) }) == true else { return nil }
            if member.isLet { continue }
            // A `var` nothing assigns after init can be a `let` (item 5 of issue 13).
            guard isNeverMutatedAfterInit(member, of: info) else { return nil }
            blocking.append(member)
        }
        return blocking
    }

    /// Protocols (and the root class) of the standard library and Foundation that are not Sendable.
    static let knownNonSendableSupertypes: Set<String> = [
        "NSObject",
        "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "AnyObject", "NSObjectProtocol", "NSLocking",
        "Observable", "RawRepresentable", "CaseIterable", "Sequence", "Collection", "IteratorProtocol",
        "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "TextOutputStream", "TextOutputStreamable", "LosslessStringConvertible", "CustomReflectable", "OptionSet",
        "SetAlgebra", "Strideable", "Numeric", "AdditiveArithmetic", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
        "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral", "ExpressibleByExtendedGraphemeClusterLiteral",
    ]
    /// Whether an inherited name is written with the standard library's or Foundation's module
    /// (`Swift.Error`): it names that module's type, never a type of the run spelled the same
    /// (Nimble's tests nest `class Error: Swift.Error {}`, which `inheritedName` reads as `Error`).
    static func namesStandardModuleType(_ written: String) -> Bool {
        ProjectIndex.standardModuleQualifier(of: ProjectIndex.trimmingBlanks(written)) != nil
    }

    /// An inherited name as the index knows it: without attributes (`@unchecked`,
    /// `@preconcurrency`), `any`, generic arguments or a `Swift.`/`Foundation.` prefix.
    static func inheritedName(_ written: String) -> String {
        // Most names are plain (`Equatable`, `Foo.Bar`): nothing below would change them.
        if ASCIINames.isPlainDottedName(written), !written.hasPrefix("Swift."), !written.hasPrefix("Foundation.") { return written }
        var name = ProjectIndex.trimmingBlanks(written)
        while name.hasPrefix("@"), let space = name.firstIndex(of: " ") {
            name = ProjectIndex.trimmingBlanks(String(name[space...]))
        }
        if name.hasPrefix("any ") { name.removeFirst(4) }
        name = ProjectIndex.stripGenerics(name)
        if name.hasPrefix("Swift.") || name.hasPrefix("Foundation.") { name = String(name[name.index(after: name.firstIndex(of: ".")!)...]) }
        return name
    }

    /// The parts of a composition (`P & Q`), as `split(separator: "&")` gives them; most names are
    /// none and come back whole without being read by character (splitting was the most of the
    /// Sendability walk over the standard library's protocols).
    static func compositionParts(_ written: String) -> [String] {
        guard !written.isEmpty else { return [] }
        return written.utf8.contains(UInt8(ascii: "&")) ? written.split(separator: "&").map(String.init) : [written]
    }

    /// A composition naming Sendable (`any WritableKeyPath<Self, Bool> & Sendable`, Vapor's; `any
    /// Resolver & Sendable`, swift-nio's) is Sendable as written, whatever its other protocols are.
    /// Function types and collections are not compositions (`(any P & Sendable) -> Void`).
    static func isCompositionWithSendable(_ written: String) -> Bool {
        guard written.containsText("&"), !written.containsText("->") else { return false }
        var text = ProjectIndex.trimmingBlanks(written)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        guard !text.hasPrefix("[") else { return false }
        return text.split(separator: "&").contains { part in !part.containsText(">") && inheritedName(String(part)) == "Sendable" }
    }

    /// Protocols of the standard library that refine Sendable.
    static let knownSendableProtocols: Set<String> = sendableRefiningProtocols.union(["Sendable", "SendableMetatype"])
    /// The standard protocols other than `Sendable` whose conformers must be Sendable, and so
    /// must what they store (`LocalizedError` and its kin refine `Error`).
    static let sendableRefiningProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "RecoverableError", "CodingKey"]

    /// Whether an inheritance list makes a type Sendable: true if any entry (a protocol refining
    /// Sendable at any depth, a Sendable superclass, `@unchecked Sendable`) does; false if every
    /// entry is known and none does; nil if some entry is unknown (declared in another module).
    /// `file`: where the names are written (a module's own `Endpoint` protocol, not another
    /// module's `Endpoint` struct).
    /// - Parameter isolatedProtocolsMakeSendable: an SDK protocol isolated to a global actor
    ///   makes its conformers Sendable (they are isolated when they conform on their declaration).
    func sendability(ofInherited names: [String], from context: String?, inFile file: Int? = nil, depth: Int, visited: Set<String> = [],
                     isolatedProtocolsMakeSendable: Bool = true) -> Bool? {
        var unknown = false
        for written in names {
            for part in FileContext.compositionParts(written) {
                let name = FileContext.inheritedName(part)
                guard !visited.contains(name), depth < 8 else { continue }
                if FileContext.knownSendableProtocols.contains(name) { return true }
                // An enum's raw type (`enum Encoding: String`) is not a conformance.
                if FileContext.knownNonSendableSupertypes.contains(name) || FileContext.standardSendableTypes.contains(name) { continue }
                if let aliased = index.typealiases[name] {
                    let verdict = sendability(ofInherited: [aliased], from: context, inFile: file, depth: depth + 1, visited: visited.union([name]))
                    if verdict == true { return true }
                    if verdict == nil { unknown = true }
                    continue
                }
                if let info = index.lookupType(name, from: context, inFile: file) {
                    if info.kind == .struct || info.kind == .enum { continue } // a raw type
                    if info.kind == .protocol, sendableAssumptions?.covers(index.key(of: info)) == true { return true }
                    let verdict = info.kind == .protocol
                        ? sendability(ofInherited: info.allConformances, from: info.name, inFile: info.declaration.file, depth: depth + 1, visited: visited.union([name]))
                        : isSendable(info, depth: depth + 1)
                    if verdict == true { return true }
                    if verdict == nil { unknown = true }
                    continue
                }
                if let fact = index.sdk.type(name, in: target.sdk) {
                    // A global-actor protocol's conformers are isolated, hence Sendable.
                    if fact.kind == "struct" || fact.kind == "enum" { continue } // a raw type
                    if fact.sendable == true || (isolatedProtocolsMakeSendable && fact.kind == "protocol" && fact.isolation != nil) { return true }
                    continue
                }
                unknown = true
            }
        }
        return unknown ? nil : false
    }

    /// The type of a stored property: as declared, or as its default value evidently has.
    public func valueType(of member: MemberInfo) -> String? { valueType(of: member, depth: 0) }

    private func valueType(of member: MemberInfo, depth: Int) -> String? {
        member.declaredType ?? member.binding.flatMap { binding in
            // A static's value may name its type's other statics (`static var allCases = [sp, pc]`).
            let owner = member.isStatic ? index.declarations[member.location]?.type.flatMap { index.types[$0] } : nil
            return index.node(DeclLocation(file: member.location.file, node: binding)).initializerExpression.flatMap { inferredType(of: $0, owner: owner, depth: depth) }
        }
    }

    /// The type a default value evidently has: literals, `T()`/`T.init(…)`, `[literal, …]`,
    /// `T.staticMember`.
    public func inferredType(of expression: SyntaxNode) -> String? { inferredType(of: expression, owner: nil, depth: 0) }

    /// A branch of a `switch` or `if` expression that never returns: a call of `fatalError`,
    /// `preconditionFailure` or `abort`, or a `throw`.
    static func neverReturns(_ branch: SyntaxNode) -> Bool {
        if branch.kind == .throwStmt { return true }
        guard branch.kind == .callExpr, let callee = branch.firstChild, callee.kind == .declReference, let name = callee.name else { return false }
        return name == "fatalError" || name == "preconditionFailure" || name == "abort"
    }

    /// With `owner`, the type whose static is initialized: `Self` is it, and a bare name or
    /// `Self.name` is one of its statics, typed by its own declaration or value (WasmKit's
    /// `static var allCases = [sp, pc]`, `static let MemoryIndex = Self.UInt32`).
    private func inferredType(of expression: SyntaxNode, owner: TypeInfo?, depth: Int) -> String? {
        func sibling(_ name: String) -> String? {
            guard let owner, depth < 8, let member = owner.members.first(where: { $0.isStatic && $0.kind == .variable && $0.isStored && $0.name == name }) else { return nil }
            return valueType(of: member, depth: depth + 1).map { $0 == "Self" ? owner.name : $0 }
        }
        switch expression.kind {
        case .declReference:
            guard let name = expression.name, !name.startsUppercase else { return nil }
            if let type = sibling(name) { return type }
            // Another global of the run, by its type or value (ZIPFoundation's
            // `public let defaultWriteChunkSize = defaultReadChunkSize`); declared more than once
            // (`#if` branches, modules), only when every declaration says the same.
            guard depth < 8, let globals = index.globals[name]?.filter({ $0.kind == .variable && $0.isStored }), !globals.isEmpty, globals.count <= 4,
                  let type = valueType(of: globals[0], depth: depth + 1),
                  globals.dropFirst().allSatisfy({ valueType(of: $0, depth: depth + 1) == type }) else { return nil }
            return type
        case .literal:
            // The expression's own tree: a default value may be in another file than this one.
            guard let t = expression.mainToken else { return nil }
            let token = expression.tree.tokens[Int(t)]
            switch token.kind {
            case .integerLiteral: return "Int"
            case .floatLiteral: return "Double"
            case .keyword: return token.keyword == .nil ? nil : "Bool"
            default: return nil
            }
        case .stringLiteral:
            return "String"
        case .arrayExpr:
            // Elements of one type; implicit members (`[HTTPMethod.GET, .POST]`) are of it too.
            let elements = expression.children
            guard let typed = elements.first(where: { $0.kind != .implicitMember }), let type = inferredType(of: typed, owner: owner, depth: depth) else { return nil }
            return elements.allSatisfy({ $0.kind == .implicitMember || inferredType(of: $0, owner: owner, depth: depth) == type }) ? "[\(type)]" : nil
        case .sequenceExpr:
            // Arithmetic on operands of one type and number literals has that type
            // (`UInt64(3_600) * 1_000 * 1_000`).
            let operands = expression.children, operators = expression.directTokens
            // A comparison or a logical operator binds looser than arithmetic and `??`: the whole
            // is a Bool (SwiftCLI's `static let isTTY = isatty(fileno(stdout)) != 0`).
            let texts = operators.map { expression.tree.text($0) }
            if depth < TypeNesting.limit, operators.count == operands.count - 1, texts.contains(where: FileContext.booleanOperators.contains),
               texts.allSatisfy({ FileContext.booleanOperators.contains($0) || FileContext.arithmeticOperators.contains($0) || $0 == "??" }) {
                return "Bool"
            }
            guard depth < TypeNesting.limit, operators.count == operands.count - 1,
                  texts.allSatisfy({ FileContext.arithmeticOperators.contains($0) }) else { return nil }
            let typed = operands.filter { $0.kind != .literal }
            guard let first = typed.first, let type = inferredType(of: first, owner: owner, depth: depth + 1),
                  operands.allSatisfy({ $0.kind != .literal || inferredType(of: $0, owner: owner, depth: depth + 1).map { $0 == "Int" || $0 == "Double" } == true }),
                  typed.dropFirst().allSatisfy({ inferredType(of: $0, owner: owner, depth: depth + 1) == type }) else { return nil }
            return type
        case .callExpr:
            guard let callee = expression.firstChild else { return nil }
            if callee.kind == .declReference, let name = callee.name, name.startsUppercase {
                if name == "Self" { return owner?.name ?? name }
                // `Set(HTTPMethod.sortedMethods)`: a collection made from an array has its element.
                if name == "Set" || name == "Array", callee.firstChild(.genericArgumentClause) == nil,
                   let arguments = expression.firstChild(.argumentList)?.children(.argument), arguments.count == 1, arguments[0].name == nil,
                   let value = arguments[0].firstChild, let type = inferredType(of: value, owner: owner, depth: depth + 1),
                   type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
                    let element = type.dropFirst().dropLast()
                    return name == "Set" ? "Set<\(element)>" : type
                }
                // `Set<Character>("…")`: the type as an annotation would write it, arguments too.
                guard callee.firstChild(.genericArgumentClause) != nil else { return name }
                // On one line, as a message quotes it (`Reducer<\n  State,\n  Action\n>`).
                return callee.text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
                    .replacingOccurrences(of: "< ", with: "<").replacingOccurrences(of: " >", with: ">")
            }
            // `[Character]("…")`: an array type called.
            if callee.kind == .arrayExpr, callee.children.count == 1, let element = callee.firstChild, element.kind == .declReference,
               let name = element.name, name.startsUppercase { return "[\(element.text)]" }
            if callee.kind == .memberAccess, callee.name == "init", let base = callee.firstChild, base.kind == .declReference { return base.name }
            // A nested type constructed through its outer type (`Socket.FileDescriptor(rawValue:
            // -1)`, FlyingFox), also with `.init`.
            if callee.kind == .memberAccess, let name = callee.name, let base = callee.firstChild, base.kind == .declReference || base.kind == .memberAccess,
               case let outer = base.text, outer.startsUppercase, outer != "Self", ProjectIndex.isWrittenTypeName(outer) {
                if name.startsUppercase { return "\(outer).\(name)" }
                if name == "init", base.kind == .memberAccess { return outer }
            }
            // `Fill.color(.none)`: a case of an enum of the run, with its associated values.
            if callee.kind == .memberAccess, let base = callee.firstChild, base.kind == .declReference, let typeName = base.name,
               typeName.startsUppercase, typeName != "Self", let member = callee.name, let info = index.lookupType(typeName, from: owner?.name, inFile: owner?.declaration.file ?? unitIndex),
               info.kind == .enum, info.members.contains(where: { $0.kind == .enumCase && $0.name == member }) { return info.name }
            // A test fixture's `"<a/>".data(using: .utf8)`: Foundation's `String.data(using:)`.
            if callee.kind == .memberAccess, callee.name == "data", callee.firstChild?.kind == .stringLiteral { return "Data?" }
            // A function of the run, by its declared return type: a static method called through
            // its type (SwiftGen's `static let about = Loc.tr("Localizable", "About")`, `-> String`)
            // or a global function (`let count = makeCount()`).
            if callee.kind == .memberAccess, let base = callee.firstChild, base.kind == .declReference, let typeName = base.name, typeName.startsUppercase,
               let name = callee.name, let info = typeName == "Self" ? owner : index.lookupType(typeName, from: owner?.name, inFile: owner?.declaration.file ?? unitIndex) {
                return declaredReturnType(of: info.members.filter { $0.isStatic && $0.kind == .function && $0.name == name }, selfType: info.name)
            }
            // A method called on a global constant of the run, by the declared return type of its
            // type's method (PythonKit's `Python.attemptImport("numpy")`, `public let Python =
            // PythonInterface()`, `-> PythonObject`); every declaration of the global the same type.
            if callee.kind == .memberAccess, depth < 8, let base = callee.firstChild, base.kind == .declReference, base.firstChild(.genericArgumentClause) == nil,
               let globalName = base.name, let name = callee.name, globalName != "Self", globalName != "self",
               let globals = index.globals[globalName]?.filter({ $0.kind == .variable && $0.isStored }), !globals.isEmpty, globals.count <= 4,
               let type = valueType(of: globals[0], depth: depth + 1), globals.dropFirst().allSatisfy({ valueType(of: $0, depth: depth + 1) == type }),
               ProjectIndex.isWrittenTypeName(type), let info = index.lookupType(type, from: nil, inFile: globals[0].location.file) {
                return declaredReturnType(of: info.members.filter { !$0.isStatic && $0.kind == .function && $0.name == name }, selfType: info.name)
            }
            if callee.kind == .declReference, let name = callee.name, !name.startsUppercase, callee.firstChild(.genericArgumentClause) == nil {
                if let owner, owner.members.contains(where: { $0.kind == .function && $0.name == name }) {
                    return declaredReturnType(of: owner.members.filter { $0.isStatic && $0.kind == .function && $0.name == name }, selfType: owner.name)
                }
                return declaredReturnType(of: (index.globals[name] ?? []).filter { $0.kind == .function }, selfType: nil)
            }
            return nil
        case .prefixExpr:
            return expression.firstChild.flatMap { inferredType(of: $0, owner: owner, depth: depth) }
        case .tryExpr, .awaitExpr:
            // `try! T(…)`, `await f()`: the value's type; `try?` makes it optional (flattened).
            guard let inner = expression.firstChild, let type = inferredType(of: inner, owner: owner, depth: depth) else { return nil }
            if expression.kind == .tryExpr, expression.directTokens.contains(where: { expression.tree.tokenText($0, equals: "?") }) {
                return type.hasSuffix("?") ? type : type + "?"
            }
            return type
        case .tupleExpr:
            // `(try! T(…))`: one unlabelled element in parentheses is that element.
            guard expression.children.count == 1, let argument = expression.firstChild, argument.kind == .argument, argument.name == nil,
                  let inner = argument.firstChild else { return nil }
            return inferredType(of: inner, owner: owner, depth: depth)
        case .switchExpr, .ifExpr:
            // `switch … { case …: Logger(…) default: Logger(…) }`, `if … { T() } else { T() }`:
            // each branch one expression, all of the same evident type (Firezone's logger).
            guard depth < TypeNesting.limit else { return nil }
            let branches: [SyntaxNode] = expression.kind == .switchExpr
                ? (expression.firstChild(.codeBlock)?.children(.switchCase) ?? []).compactMap(\.children.last)
                : expression.children.filter { $0.kind == .codeBlock || $0.kind == .ifExpr }.compactMap { $0.kind == .ifExpr ? $0 : $0.children.count == 1 ? $0.firstChild : nil }
            // A branch that never returns (`default: fatalError(…)`) has no type of its own.
            let typed = branches.filter { !FileContext.neverReturns($0) }
            guard branches.count >= 2, let first = typed.first, let type = inferredType(of: first, owner: owner, depth: depth + 1) else { return nil }
            return typed.dropFirst().allSatisfy({ inferredType(of: $0, owner: owner, depth: depth + 1) == type }) ? type : nil
        case .postfixExpr:
            // `value!` unwraps what `value` is; another postfix operator says nothing.
            guard let inner = expression.firstChild, expression.endToken > expression.firstToken,
                  expression.tree.tokenText(expression.endToken - 1, equals: "!"), let type = inferredType(of: inner, owner: owner, depth: depth) else { return nil }
            // A failable initializer's `T(…)!` is a T.
            if type.hasSuffix("?") { return String(type.dropLast()) }
            return inner.kind == .callExpr ? type : nil
        case .memberAccess:
            // `CGFloat.zero`, `Double.pi`, `Color.red`: a static member of a type the SDK facts
            // know, which by convention has that type; for a project type, its declaration says.
            // Also through a nested type's path (SymbolKit's `Swift.Extension.symbolCodingInfo`,
            // `Swift` being its `Symbol.Swift` namespace).
            guard let base = expression.firstChild, let member = expression.name,
                  let typeName = base.kind == .declReference ? base.name
                    : base.kind == .memberAccess && ProjectIndex.isWrittenTypeName(base.text)
                        && base.text.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true }) ? base.text : nil,
                  typeName.startsUppercase else { return nil }
            if typeName == "Self", owner != nil { return sibling(member) }
            if let info = index.lookupType(typeName, from: owner?.name, inFile: owner?.declaration.file ?? unitIndex) {
                if info.kind == .enum && info.members.contains(where: { $0.kind == .enumCase && $0.name == member }) { return info.name }
                // Its declared type, else what its own value evidently is (`static let GET =
                // HTTPMethod(rawValue: "GET")`).
                guard depth < 8 else { return nil }
                func isStaticVariable(_ candidate: MemberInfo) -> Bool { candidate.isStatic && candidate.kind == .variable && candidate.name == member }
                guard let found = info.members.first(where: isStaticVariable) ?? protocolMember(of: info, where: { isStaticVariable($0) && $0.declaredType != nil }) else { return nil }
                return valueType(of: found, depth: depth + 1).map { $0 == "Self" ? info.name : $0 }
            }
            let known = FileContext.standardSendableTypes.contains(typeName) || index.sdk.type(typeName, in: target.sdk) != nil
            return known ? typeName : nil
        default:
            return nil
        }
    }
}

extension FileContext {
    /// A member that a protocol of the run `info` conforms to, directly or through others,
    /// declares or gives in an extension (SymbolKit's `extension Mixin { static var
    /// symbolCodingInfo: SymbolMixinCodingInfo }`, read as `Availability.symbolCodingInfo`;
    /// SwiftCLI's `extension Routable { var stdout: WritableStream }`).
    func protocolMember(of info: TypeInfo, where matches: (MemberInfo) -> Bool) -> MemberInfo? {
        var pending = info.allConformances.map { ($0, info.name, info.declaration.file) }
        var seen = Set<String>()
        while let (written, context, file) = pending.popLast(), seen.count < 32 {
            guard let proto = index.lookupType(written, from: context, inFile: file), proto.kind == .protocol,
                  seen.insert(index.key(of: proto)).inserted else { continue }
            if let found = proto.members.first(where: matches) { return found }
            pending += proto.inheritedOnDeclaration.map { ($0, proto.name, proto.declaration.file) }
        }
        return nil
    }

    /// Binary operators whose result has the type of their operands (for number types).
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^", "<<", ">>"]
    /// The standard comparison and logical operators: a Bool, whatever they compare.
    static let booleanOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]

    /// The return type the functions a call may name all declare, or nil: none, different ones,
    /// or a generic function's (`-> T`). `Self` is the type called through.
    fileprivate func declaredReturnType(of functions: [MemberInfo], selfType: String?) -> String? {
        guard let first = functions.first?.declaredType else { return nil }
        for function in functions {
            guard function.declaredType == first, index.node(function.location).firstChild(.genericParameterClause) == nil else { return nil }
        }
        if first == "Self" { return selfType }
        return first.containsText("Self") ? nil : first
    }
}

/// How deep written types are taken apart (`[[Int]]`, `Array<Set<T>>`): far beyond real code,
/// near enough that generated types thousands of levels deep cost neither time nor stack.
enum TypeNesting {
    static let limit = 64
}
