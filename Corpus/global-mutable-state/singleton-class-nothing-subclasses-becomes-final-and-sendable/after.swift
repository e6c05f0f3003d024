import Foundation

/// A singleton of `let`s that nothing subclasses: `final` changes nothing, and a checked Sendable
/// conformance makes its shared instance safe.
public final class DiningAPI: Sendable {
    public static let instance = DiningAPI()

    let diningUrl = "https://pennmobile.org/api/dining/venues/"

    public func fetchVenues() async throws -> [String] {
        try await Task.sleep(nanoseconds: 1)
        return [diningUrl]
    }
}

/// Subclassed: it cannot become final, so its shared instance is opted out for review.
public class FitnessAPI {
    public nonisolated(unsafe) static let instance = FitnessAPI()
    let fitnessUrl = "https://pennmobile.org/api/penndata/fitness/"
}

final class MockFitnessAPI: FitnessAPI {}

public func refresh() async throws -> [String] {
    try await DiningAPI.instance.fetchVenues() + [FitnessAPI.instance.fitnessUrl]
}
