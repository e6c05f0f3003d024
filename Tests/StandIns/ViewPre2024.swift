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
