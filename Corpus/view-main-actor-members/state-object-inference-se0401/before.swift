import SwiftUI

final class Library: ObservableObject {
    @Published var books: [String] = []
    func reload() {}
}

// In Swift 5 mode @StateObject made this view @MainActor (SE-0401); Swift 6 does not.
struct LibraryView: View {
    @StateObject var library = Library()

    var body: some View {
        Text("Books")
    }

    func refresh() {
        library.reload()
    }

    var count: Int { library.books.count }
}
