// Nimble 14.0.0's tests nest `class Error: Swift.Error {}` in their test cases: the
// qualified name is the standard library's Error, not the class itself.
final class Runner {
    class Error: Swift.Error {}
    let errorToThrow = Error()

    func run() throws -> Int {
        throw errorToThrow
    }
}

struct Checker {
    class Error: Swift.Error {
        let code: Int
        init(code: Int) { self.code = code }
    }

    func check(_ value: Int) throws {
        if value < 0 { throw Error(code: value) }
    }
}

// Subclassed: it cannot become final.
enum Loader {
    class Error: Swift.Error {}
    final class Timeout: Error {}
}

// A class declared in one of its methods subclasses it.
struct Reporter {
    class Error: Swift.Error {}

    func report() throws {
        final class Detailed: Error {}
        throw Detailed()
    }
}
