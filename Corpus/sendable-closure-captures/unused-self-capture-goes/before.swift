import Foundation

// Reduced from BlueSocket 2.0.4 (Tests/SocketTests/SocketTests.swift, testListenUDP): once
// `self.port` is a captured `port`, `[unowned self]` would be left unused.
struct Listener { func listen(on port: Int) {} }

class SocketTests {
    let port: Int32 = 1337

    func testListenUDP() {
        let listener = Listener()
        DispatchQueue.global().async { [unowned self, listener] in
            listener.listen(on: Int(self.port))
        }
    }
}
