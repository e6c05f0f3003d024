import Foundation

// Must do nothing: a non-Sendable local the function still uses after the closure, one made
// before a loop whose closures would share it, and one that is not made here.
final class Parser {
    func parse(_ line: String) {}
}

func parseLater(_ lines: [String], parser given: Parser) {
    let parser = Parser()
    DispatchQueue.global().async {
        parser.parse("first")
    }
    parser.parse("now")

    let shared = Parser()
    for line in lines {
        DispatchQueue.global().async {
            shared.parse(line)
        }
    }

    let copy = given
    DispatchQueue.global().async {
        copy.parse("given")
    }
}
