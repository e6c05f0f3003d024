import Foundation

struct ImageLoader {
    func decode(_ data: Data) async -> Int { data.count }
    @MainActor func show(_ count: Int) async {}
}

func fetchAll() async -> [Int] { [] }

actor Cache {
    func store(_ value: Int) async {}
}
