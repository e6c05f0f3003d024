import Combine
import Foundation
import UIKit

// The same singleton, but the view model that `infer-main-actor` makes @MainActor reads it in its
// deinit, which stays nonisolated in a main-actor class, and in a member its author made
// `nonisolated`: those uses are off the main actor, so @MainActor on the singleton would not
// compile there and it is opted out for review, as before.
final class Database {
    var rows: [String] = []
}

final class StorageService {
    let database: Database?
    nonisolated(unsafe) static let shared = StorageService()

    init() {
        database = Database()
    }

    func close() {}
}

@MainActor
final class CodesModel: ObservableObject {
    @Published var count = 0

    func reload() {
        count = StorageService.shared.database?.rows.count ?? 0
        UIApplication.shared.open(URL(string: "app-settings:")!)
    }

    nonisolated func describe() -> String {
        "\(StorageService.shared.database?.rows.count ?? 0) codes"
    }

    deinit {
        StorageService.shared.close()
    }
}
