// Nimble 14.0.0's tests nest `class Error: Swift.Error {}` in their test cases: the
// qualified name is the standard library's Error, not the class itself.
final class Runner {
    final class Error: Swift.Error {}
    let errorToThrow = Error()

    func run() throws -> Int {
        throw errorToThrow
    }
}

struct Checker {
    final class Error: Swift.Error {
        let code: Int
        init(code: Int) { self.code = code }
    }

    func check(_ value: Int) throws {
        if value < 0 { throw Error(code: value) }
    }
}

// Subclassed: it cannot become final.
enum Loader {
    class Error: Swift.Error, @unchecked Sendable {}
    final class Timeout: Error, @unchecked Sendable {}
}

// A class declared in one of its methods subclasses it.
struct Reporter {
    class Error: Swift.Error, @unchecked Sendable {}

    func report() throws {
        final class Detailed: Error, @unchecked Sendable {}
        throw Detailed()
    }
}
