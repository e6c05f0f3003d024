import Foundation

final class Store {
    var items: [String] = []
    func load() { items.append("a") }
}

var launches = 0
func recordLaunch() { launches += 1 }
