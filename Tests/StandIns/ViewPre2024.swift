// Before the 2024 SDKs only `body` is main-actor isolated.
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}
