import SwiftUI

final class Order: ObservableObject {
    @Published var items: [String] = []
}

/// The parent constructs it with `order:`: the default value is only a fallback, the parent owns
/// the object, and @StateObject would ignore every order passed after the first.
struct OrderView: View {
    @ObservedObject var order = Order()

    var body: some View {
        Text("\(order.items.count) items")
    }
}

struct CheckoutView: View {
    @StateObject private var order = Order()

    var body: some View {
        OrderView(order: order)
    }
}
