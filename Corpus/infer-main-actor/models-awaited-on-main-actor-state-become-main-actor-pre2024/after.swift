import Observation
import SwiftUI

// A view model that declares no isolation, whose async methods a view awaits on its own state
// (`await self.model.reload()` in a `Task` of a button's action): a nonisolated async method
// runs off the main actor (SE-0338), so Swift 6 rejects the call, which sends the model there
// ("sending 'self.model' risks causing data races", SE-0414; only `-emit-sil` shows it). The
// model has mutable state, so it cannot be Sendable: people make it @MainActor (ichime's 24
// view models). Found by a helper on ichime's Swift 6 migration.
@Observable
@MainActor
final class CalendarModel {
    private(set) var count = 0

    func reload() async {
        count += 1
    }
}

@MainActor
struct CalendarView: View {
    @State private var model = CalendarModel()

    var body: some View {
        Button("Reload") {
            Task {
                await self.model.reload()
            }
        }
    }
}

// Must not: a model made right where it is awaited is disconnected, and crosses as it is.
final class Importer {
    var imported = 0

    func run() async {
        imported += 1
    }
}

@MainActor
final class ImportScreen {
    var lastCount = 0

    func start() async {
        let importer = Importer()
        await importer.run()
        lastCount = importer.imported
    }
}
