// 2024 and later SDKs: the whole protocol is main-actor isolated, with @preconcurrency.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}
// `Commands` (menu commands), as `View`: @MainActor @preconcurrency since the 2024 SDKs.
@MainActor @preconcurrency public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}
// `onPreferenceChange`: since the 2024 SDKs the action is @Sendable (SwiftUI still calls it on the main thread).
extension View {
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void) -> some View where K.Value: Equatable { self }
}
// SwiftUI's drop delegate: @MainActor @preconcurrency since the 2024 SDKs, as `View`.
@MainActor @preconcurrency public protocol DropDelegate {
    func performDrop(info: DropInfo) -> Bool
}
