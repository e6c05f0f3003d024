// Found building swift-docc-symbolkit (helper 70: its 26 remaining errors): a static read through a
// conforming type (`Availability.symbolCodingInfo`) that a protocol extension declares has that
// declaration's type, here a typealias of a struct holding a closure: not Sendable, so opted out.
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

struct Availability: Mixin { static let mixinKey = "availability" }
struct Location: Mixin { static let mixinKey = "location" }

enum CodingKeys {
    // Mixins (SymbolKit Symbol.swift:230-252, Relationship.swift:117-119)
    nonisolated(unsafe) static let availability = Availability.symbolCodingInfo
    nonisolated(unsafe) static let location = Location.symbolCodingInfo

    nonisolated(unsafe) static let mixinCodingInfo: [String: SymbolMixinCodingInfo] = [
        "availability": availability,
        "location": location,
    ]
}
