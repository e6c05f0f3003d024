import Foundation

struct ImageLoader {
    @concurrent func decode(_ data: Data) async -> Int { data.count }
    @MainActor func show(_ count: Int) async {}
}

@concurrent func fetchAll() async -> [Int] { [] }

actor Cache {
    func store(_ value: Int) async {}
}
