// The 2024+ shape without @preconcurrency, so isolation violations are errors (not warnings).
@MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}
@MainActor public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor var body: Body { get }
}
// `onPreferenceChange`: since the 2024 SDKs the action is @Sendable (SwiftUI still calls it on the main thread).
extension View {
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void) -> some View where K.Value: Equatable { self }
}
// SwiftUI's drop delegate, the 2024+ shape without @preconcurrency.
@MainActor public protocol DropDelegate {
    func performDrop(info: DropInfo) -> Bool
}
