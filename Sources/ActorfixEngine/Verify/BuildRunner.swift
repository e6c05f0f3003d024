import Foundation

/// Runs the user's build once and returns what the compiler said. The verify loop knows builds
/// only through this, so tests can stand in a fake compiler.
public protocol BuildRunner {
    /// How the build is run, as the report shows it.
    var commandLine: String { get }
    func build() throws -> BuildOutput
}

/// A real build: a program with arguments, run in a folder with a time limit.
public struct CommandBuildRunner: BuildRunner {
    public let arguments: [String]
    public let directory: String
    public let timeout: Double
    public let commandLine: String

    public init(arguments: [String], directory: String, timeout: Double, commandLine: String? = nil) {
        self.arguments = arguments
        self.directory = directory
        self.timeout = timeout
        self.commandLine = commandLine ?? arguments.joined(separator: " ")
    }

    public func build() throws -> BuildOutput {
        do {
            return try BuildSpawn.run(arguments, in: directory, timeout: timeout)
        } catch BuildFailure.timedOut(_, let seconds) {
            throw BuildFailure.timedOut(commandLine, seconds)
        } catch BuildFailure.cannotStart(_, let reason) {
            throw BuildFailure.cannotStart(commandLine, reason)
        }
    }
}
