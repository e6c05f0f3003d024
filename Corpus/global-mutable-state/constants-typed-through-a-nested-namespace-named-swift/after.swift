// Found building swift-docc-symbolkit (its last 6 errors after `fix`): `Swift.Extension` inside
// `Symbol` names the type nested in `Symbol`'s own `enum Swift {}` namespace, not the standard
// library's module, and a type's path (`HTTP.Endpoint`) types a static read through it.
public protocol Mixin {
    static var mixinKey: String { get }
}

typealias SymbolMixinCodingInfo = MixinCodingInformation<String>

struct MixinCodingInformation<Key> {
    let codingKey: Key
    let decode: (Key) throws -> Mixin?
}

extension Mixin {
    static var symbolCodingInfo: SymbolMixinCodingInfo {
        SymbolMixinCodingInfo(codingKey: mixinKey, decode: { _ in nil })
    }
}

struct Symbol {
    enum Swift {}
    enum HTTP {}

    enum CodingKeys {
        nonisolated(unsafe) static let swiftExtension = Swift.Extension.symbolCodingInfo
        nonisolated(unsafe) static let httpEndpoint = HTTP.Endpoint.symbolCodingInfo
    }
}

extension Symbol.Swift {
    struct Extension: Mixin { static let mixinKey = "swiftExtension" }
}

extension Symbol.HTTP {
    struct Endpoint: Mixin { static let mixinKey = "httpEndpoint" }
}
