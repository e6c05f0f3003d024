// Before the 2024 SDKs only `body` is main-actor isolated.
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}
// `Commands`: before the 2024 SDKs only `body` is main-actor isolated.
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor var body: Body { get }
}
// `onPreferenceChange`: up to the 2023 SDKs the action is a plain closure.
extension View {
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable { self }
}
// SwiftUI's drop delegate before the 2024 SDKs: its requirements are @MainActor.
public protocol DropDelegate {
    @MainActor func performDrop(info: DropInfo) -> Bool
}
