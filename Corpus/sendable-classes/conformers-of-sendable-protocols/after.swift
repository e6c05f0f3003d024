/// A service protocol that refines Sendable, so its existentials can be shared between tasks.
protocol Service: Sendable {
    func endpoint() -> String
}

/// Conforms with immutable state: final, and the var nothing assigns after init becomes a let.
final class APIClient: Service {
    let baseURL: String
    let token: String?

    init(baseURL: String, token: String?) {
        self.baseURL = baseURL
        self.token = token
    }

    func endpoint() -> String { baseURL + (token ?? "") }
}

/// Counts its calls: the compiler cannot check this one; a person must.
class CountingService: Service, @unchecked Sendable {
    var calls = 0
    func endpoint() -> String {
        calls += 1
        return "count"
    }
}

/// Written Sendable by hand, in the Swift 5 mode, without final.
final class Settings: Sendable {
    let theme: String
    init(theme: String) { self.theme = theme }
}

func services() -> [any Service] {
    [APIClient(baseURL: "https://example.com", token: nil), CountingService()]
}
