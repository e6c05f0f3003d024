// Reduced from MarkerData (TheAcharya/MarkerData, PR #115 "Adopt Swift 6"): ProgressViewModel.
import Combine

@MainActor var dockProgress: Int? = nil

final class ProgressViewModel: ObservableObject {
    @Published var message: String = ""
    var processes: [String] = []
    let total = 100

    func setProcesses(_ names: [String]) {
        processes = names
        Task {
            await MainActor.run {
                dockProgress = self.total
            }
        }
    }

    @MainActor
    func updateProgress(to text: String) {
        message = text
    }
}
