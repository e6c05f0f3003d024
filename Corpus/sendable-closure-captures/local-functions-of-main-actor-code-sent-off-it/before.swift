import Dispatch

/// A main-actor method's local function called from a `@Sendable` closure (a global queue's):
/// the compiler asks for `@Sendable`, but a `@Sendable` local function would leave the main actor
/// and could no longer touch `items` ("main actor-isolated synchronous local function 'add'
/// cannot be marked as '@Sendable'"): reported, not changed. One that uses only its parameters
/// (NetNewsWire's `makeStats`) can be `@Sendable`.
@MainActor
final class Collector {
    var items: [Int] = []

    func collect() {
        func add(_ x: Int) { items.append(x) }
        DispatchQueue.global().async {
            Task { await add(1) }
        }
    }

    func report() {
        func doubled(_ x: Int) -> Int { x * 2 }
        DispatchQueue.global().async {
            print(doubled(21))
        }
    }
}
