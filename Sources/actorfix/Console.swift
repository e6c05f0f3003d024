import Foundation

/// Output helpers shared by the commands.
enum Console {
    static func error(_ s: String) { FileHandle.standardError.write(Data(s.utf8)) }
}
