import Combine
import Foundation
import UIKit

// open2fa's storage: a singleton of a class that is not Sendable (it holds a database handle),
// read only by view models that `infer-main-actor` makes @MainActor in the same run: in their
// initializer, a method and a stored property's initial value. Once they are main-actor, so is
// every use, and @MainActor on the singleton is the checked fix (not nonisolated(unsafe)).
final class Database {
    var rows: [String] = []
}

final class StorageService {
    let database: Database?
    @MainActor static let shared = StorageService()

    init() {
        database = Database()
    }
}

@MainActor
final class CodesModel: ObservableObject {
    @Published var count = 0
    let storage: StorageService

    init?(key: Int) {
        guard key > 0 else { return nil }
        storage = StorageService.shared
    }

    func reload() {
        count = StorageService.shared.database?.rows.count ?? 0
        UIApplication.shared.open(URL(string: "app-settings:")!)
    }
}

@MainActor
final class ExportModel: ObservableObject {
    @Published var isExporting = false
    let storage = StorageService.shared

    func export() {
        isExporting = true
        UIApplication.shared.open(URL(string: "export:")!)
    }
}
