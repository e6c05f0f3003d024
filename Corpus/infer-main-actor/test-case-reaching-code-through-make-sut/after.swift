import XCTest

@MainActor final class TabManager {
    var tabs: [String] = []
    func open(_ url: String) { tabs.append(url) }
}

final class TabStore {
    var saved: [String] = []
}

/// The object under test comes from a factory: through a tuple the factory returns, one of its
/// elements, or the factory's own result. Each test touches main-actor code.
@MainActor final class TabManagerTests: XCTestCase {
    func test_open_addsTab() {
        let (sut, _) = makeSUT()
        sut.open("a")
        XCTAssertEqual(sut.tabs.count, 1)
    }

    func test_open_keepsStoreEmpty() throws {
        let (sut, store) = try makeCheckedSUT()
        sut.open("b")
        XCTAssertEqual(store.saved.count, 0)
    }

    func test_open_twice() {
        let sut = makeSUT().sut
        sut.open("a")
        sut.open("b")
        XCTAssertEqual(sut.tabs, ["a", "b"])
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (sut: TabManager, store: TabStore) {
        (TabManager(), TabStore())
    }

    private func makeCheckedSUT() throws -> (TabManager, TabStore) {
        (TabManager(), TabStore())
    }
}
