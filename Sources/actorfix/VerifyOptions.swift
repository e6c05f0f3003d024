import Foundation

/// `--verify`, `--build-command`, `--build-timeout` and `--diagnostics` of check, diff and fix.
struct VerifyOptions {
    /// Build before and after the changes (`--verify`, or implied by `--build-command`).
    var build = false
    var buildCommand: String?
    var timeout: Double = 3600
    /// `--diagnostics FILE`: read a build log instead of building.
    var diagnosticsLog: String?

    var isOn: Bool { build || diagnosticsLog != nil }

    static let flags: [String: Bool] = ["--verify": false, "--build-command": true, "--build-timeout": true, "--diagnostics": true]

    static let help = """
          --verify                     build before and after (swift build -swift-version 6 in .build/actorfix-verify,
                                       or xcodebuild on macOS) and back out changes that make the build worse
          --build-command CMD          build with CMD instead (implies --verify; errors read as path:line:col: error:)
          --build-timeout SECONDS      stop a build that takes longer (default 3600)
          --diagnostics FILE           read a build log instead of building: which of its errors the changes address
        """

    init() {}

    init(_ args: Arguments) throws {
        buildCommand = args.value("--build-command")
        build = args.has("--verify") || buildCommand != nil
        diagnosticsLog = args.value("--diagnostics")
        if let t = args.value("--build-timeout") {
            guard let seconds = Double(t), seconds > 0 else { throw OptionError(description: "--build-timeout takes a number of seconds") }
            timeout = seconds
        }
        if build && diagnosticsLog != nil {
            throw OptionError(description: "--diagnostics reads a log instead of building; it cannot be combined with --verify or --build-command")
        }
    }
}
