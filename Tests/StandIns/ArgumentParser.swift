// A stand-in for swift-argument-parser 1.5 (a package, not an SDK; built in the Swift 5 mode, as
// the package is), reduced to what the corpus uses: `CommandConfiguration` is Sendable since 1.3.1.

public struct CommandConfiguration: Sendable {
    public var commandName: String?
    public var abstract: String
    public var subcommands: [any ParsableCommand.Type]

    public init(commandName: String? = nil, abstract: String = "", subcommands: [any ParsableCommand.Type] = []) {
        self.commandName = commandName
        self.abstract = abstract
        self.subcommands = subcommands
    }
}

public protocol ParsableCommand {
    static var configuration: CommandConfiguration { get }
    init()
    mutating func run() throws
}

extension ParsableCommand {
    public static var configuration: CommandConfiguration { CommandConfiguration() }
    public mutating func run() throws {}
}
