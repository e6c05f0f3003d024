// An environment key's default value of type `Any?` (liveview-client-swiftui): `Any` holds values
// of any type, so it is never Sendable; reported as "cannot tell" before.
enum ElementKey {
    static let defaultValue: Any? = nil
    static let attributes: [String: Any] = [:]
}

func describe() -> String {
    "\(String(describing: ElementKey.defaultValue)) \(ElementKey.attributes.count)"
}
