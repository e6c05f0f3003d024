import SwiftUI

struct Feed: View {
    @State private var titles: [String] = []

    var body: some View {
        Text("\(titles.count)")
    }

    // Touches no view state: with the 2024 SDK it would run on the main actor.
    nonisolated func decode(_ data: Data) async -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    // Uses the view's state: stays on the main actor.
    func reload() async {
        titles = await decode(Data())
    }
}
