import Foundation

// Found in clean-architecture-swiftui's test mocks: the witness is a stored `var`, which cannot
// be `nonisolated`, so the conformance itself becomes isolated (SE-0470).
protocol Recording {
    var actions: [String] { get }
}

@MainActor final class RecordingHandler: Recording {
    var actions: [String] = []

    func handle(_ action: String) { actions.append(action) }
}

/// A nonisolated conformer: the protocol itself stays nonisolated.
struct SilentRecorder: Recording {
    let actions: [String] = []
}
