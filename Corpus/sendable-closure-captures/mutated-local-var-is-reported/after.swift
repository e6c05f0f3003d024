import Foundation

final class Parser {}

func countInBackground(_ items: [String]) {
    var count = 0
    nonisolated(unsafe) let parser = Parser()
    DispatchQueue.global().async {
        for _ in items { count += 1 }
        print(parser)
    }
}
