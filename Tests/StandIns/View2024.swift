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
