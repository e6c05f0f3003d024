// 2024 and later SDKs: the whole protocol is main-actor isolated, with @preconcurrency.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}
