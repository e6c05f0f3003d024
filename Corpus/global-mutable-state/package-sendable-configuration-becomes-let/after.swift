import ArgumentParser

// Whisky before its Swift 6 migration: swift-argument-parser declares CommandConfiguration
// Sendable (since 1.3.1), so a configuration nothing assigns becomes a `let`, as the person wrote it.

struct Whisky: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whisky",
        abstract: "A CLI interface for Whisky.",
        subcommands: [List.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List existing bottles.")

        mutating func run() throws {}
    }
}
