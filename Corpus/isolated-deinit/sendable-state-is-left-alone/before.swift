import Foundation

@MainActor
final class Upload {
    let identifier = UUID()
    let name: String

    init(name: String) {
        self.name = name
    }

    deinit {
        print("finished", identifier, name)
    }
}
