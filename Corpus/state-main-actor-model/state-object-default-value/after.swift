import Combine
import SwiftUI

// A @StateObject's or @ObservedObject's default value is evaluated where the view's stored
// properties are, which before the 2024 SDKs is not the main actor: with a main-actor model,
// "main actor-isolated default value in a nonisolated context", as for @State.
@MainActor
final class Library: ObservableObject {
    @Published var books: [String] = []
    init() {}
}

@MainActor
struct LibraryView: View {
    @StateObject private var library = Library()

    var body: some View {
        Text("\(library.books.count) books")
    }
}

@MainActor
struct ShelfView: View {
    @ObservedObject var library = Library()

    var body: some View {
        Text("\(library.books.count) on the shelf")
    }
}
