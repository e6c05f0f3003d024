// The 2024+ shape without @preconcurrency, so isolation violations are errors (not warnings).
@MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}
@MainActor public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor var body: Body { get }
}
