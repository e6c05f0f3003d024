import SwiftUI

final class Session: ObservableObject {
    @MainActor static let shared = Session()
    @Published var user = ""
}

struct Profile: View {
    @ObservedObject var session: Session
    @ObservedObject var global = Session.shared

    var body: some View {
        Text(session.user + global.user)
    }
}
