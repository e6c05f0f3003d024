import Foundation

// Found building Then (709112d) before and after `fix`: `@Sendable` on a local function that
// captures a non-Sendable local (`let p = Promise<String>()`) only moved the error into it
// ("capture of 'p' with non-Sendable type 'Promise<String>' in a '@Sendable' local function";
// 5 new errors in its tests). Such a function is reported, not marked.
final class Promise<T> {
    private let lock = NSLock()
    private var value: T?
    init() {}
    func update(_ newValue: T) { lock.lock(); value = newValue; lock.unlock() }
}

func raceTheState() {
    let p = Promise<String>()

    func loopState() {
        for i in 0...10 {
            p.update("Test1-\(i)")
        }
    }

    let t1 = Thread { loopState() }
    let t2 = Thread { loopState() }
    t1.start()
    t2.start()
}
