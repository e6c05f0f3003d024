import SwiftUI

/// A view-model singleton, the Swift 5 way.
final class SettingsStore: ObservableObject {
    static let shared = SettingsStore()
    @Published var compact = false
}
