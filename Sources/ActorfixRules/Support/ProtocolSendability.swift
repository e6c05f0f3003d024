import ActorfixIndex
import ActorfixSyntax

/// Whether a protocol of the run may refine `Sendable`, so that its existentials (`any ColorSet`
/// in a Sendable type's stored property, a static `let`) are Sendable: then every type conforming
/// to it must be Sendable, which the compiler checks at each conformance.
extension FileContext {
    /// The types of the run conforming to a protocol (on their declaration or in an extension), and
    /// the names of other modules' types an extension of the run conforms to it, by protocol name.
    private var protocolConformers: [String: (types: [String], external: [String])] {
        let index = self.index
        return index.memo("protocol conformers") { () -> [String: (types: [String], external: [String])] in
            var result: [String: (types: [String], external: [String])] = [:]
            for name in index.sortedTypeKeys {
                let info = index.types[name]!
                for written in info.allConformances {
                    guard let proto = index.lookupType(written, from: info.name), proto.kind == .protocol, proto.name != name else { continue }
                    result[proto.name, default: ([], [])].types.append(name)
                }
            }
            for (extended, locations) in index.externalExtensions.sorted(by: { $0.key < $1.key }) {
                for location in locations {
                    for written in index.node(location).conformedTypeNames {
                        guard let proto = index.lookupType(written), proto.kind == .protocol else { continue }
                        result[proto.name, default: ([], [])].external.append(extended)
                    }
                }
            }
            return result
        }
    }

    /// The keys of the types of the run that conform to a protocol of the run, in key order.
    public func conformingTypes(of proto: TypeInfo) -> [String] {
        protocolConformers[proto.name]?.types ?? []
    }

    /// The conforming types, when every one of them is Sendable or may conform with a checked
    /// conformance (a struct or enum of Sendable stored properties, a final class of Sendable
    /// `let`s, an actor; through refining protocols too); nil when one may not, when one is
    /// another module's type the SDK knowledge does not call Sendable, when nothing conforms, and
    /// for protocols of classes or of global-actor types (`@MainActor` fits those, not `Sendable`).
    public func conformersAllowSendable(_ proto: TypeInfo, depth: Int = 0) -> [String]? {
        guard proto.kind == .protocol, depth < 4, let conformers = protocolConformers[proto.name] else { return nil }
        // A protocol for classes (a delegate, `: UIViewController`) is made @MainActor, if anything.
        for written in proto.inheritedOnDeclaration {
            for part in written.split(separator: "&").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if part == "AnyObject" || part == "class" || part == "NSObjectProtocol" { return nil }
                if let own = index.lookupType(part, from: proto.name), own.kind == .class { return nil }
                if let fact = index.sdk.type(part, in: target.sdk), fact.kind == "class" { return nil }
            }
        }
        var names: [String] = []
        for name in conformers.external {
            guard index.sdk.isSendable(name, in: target.sdk) else { return nil }
            names.append(name)
        }
        for name in conformers.types {
            guard let info = index.types[name] else { return nil }
            // Conformers isolated to a global actor ask for an isolated protocol, not a Sendable one.
            if info.kind != .protocol, case .globalActor = index.isolation(ofType: info, settings: targetOf(index.settings(of: info.declaration))).isolation { return nil }
            switch info.kind {
            case .protocol:
                guard let refining = conformersAllowSendable(info, depth: depth + 1) else { return nil }
                names += refining
                continue
            case .actor:
                break
            case .struct, .enum:
                guard isSendable(info) == true || (info.genericParameters.isEmpty && storedPropertiesAreSendable(info) == true) else { return nil }
            case .class:
                guard isSendable(info) == true || varsBlockingSendable(info)?.isEmpty == true else { return nil }
            }
            names.append(name)
        }
        return names.isEmpty ? nil : names
    }
}
