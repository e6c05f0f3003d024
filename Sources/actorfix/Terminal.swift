import Foundation

/// Raw-mode keyboard input: one key press at a time, echo off, restored on exit and on Ctrl-C.
enum Terminal {
    nonisolated(unsafe) private static var saved: termios?

    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    static func enterRawMode() {
        guard isInteractive else { return }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        saved = original
        var raw = original
        // Ctrl-C arrives as a key (ISIG off): signals may be blocked on this thread by the
        // runtime, and a key read at a safe point never interrupts a write.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    /// Ctrl-C was pressed: the review ends as with `q` (the accepted changes are written), and
    /// the exit code says it was interrupted.
    nonisolated(unsafe) private(set) static var wasInterrupted = false

    static func restore() {
        guard var original = saved else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        saved = nil
    }

    /// One key (raw mode) or one line's first character (not a terminal). nil at end of input.
    static func readAnswer() -> Character? {
        if isInteractive && saved != nil {
            var byte: UInt8 = 0
            while true {
                let n = read(STDIN_FILENO, &byte, 1)
                if n <= 0 { return nil }
                if byte == 0x03 { wasInterrupted = true; return nil }
                if byte == 0x04 { return nil } // Ctrl-D: end of input, like quitting
                if byte == 0x0A || byte == 0x0D || byte == 0x20 { continue }
                return Character(UnicodeScalar(byte))
            }
        }
        while let line = readLine() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let first = trimmed.first { return first }
        }
        return nil
    }
}
