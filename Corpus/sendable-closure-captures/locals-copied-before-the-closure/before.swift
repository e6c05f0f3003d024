import Foundation

// Found in MovieSwiftUI's AppState: the state is copied into locals on the main actor first, and
// the closure reads the locals. A parameter can shadow a property too. Nothing to capture.
@MainActor final class Archive {
    var movies: [String] = []
    var people: [String] = []

    func save(to url: URL) {
        let movies = self.movies
        let people = people
        DispatchQueue.global().async {
            let text = (movies + people).joined(separator: "\n")
            try? text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func log(movies: [String]) {
        guard let people = Optional(self.people) else { return }
        DispatchQueue.global().async {
            print(movies.count, people.count)
        }
    }
}
