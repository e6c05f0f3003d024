import Foundation

// Without default main-actor isolation these annotations are what make the code main-actor isolated.
@MainActor final class Router {
    var path: [String] = []
}

@MainActor var theme = "light"
