import Foundation

// Found measuring ruddarr's Swift 6 migration: statics added to nested SDK types
// (`extension Notification.Name`, `extension JSONEncoder.OutputFormatting`) are global state
// too. The SDK knowledge now holds nested types by their whole name, so these are examined like
// `extension CGFloat`'s (they were left alone, and their errors stayed).
extension Notification.Name {
    static var didRefresh = Notification.Name("didRefresh")
    static let didLogIn = Notification.Name("didLogIn")
}

extension JSONEncoder.OutputFormatting {
    static var readable: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys]
}

func announce() -> JSONEncoder {
    NotificationCenter.default.post(name: .didRefresh, object: nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .readable
    return encoder
}
