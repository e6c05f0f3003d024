// Statements and expressions the tree models. Must pass `swiftc -parse`.
func statements(_ items: [Int?], _ value: Any) async throws -> Int {
    var total = 0
    outer: for case let x? in items where x > 0 {
        for (i, y) in items.enumerated() { if i > 2 { continue outer }; _ = y }
        total += x
    }
    if let first = items.first, let f = first, f > 1 { total -= 1 } else if total == 0 { return 0 } else { total *= 2 }
    if let total { _ = total }
    guard case .some(let v) = items.last, v != nil else { throw CancellationError() }
    while total > 100 { total /= 2 }
    repeat { total += 1 } while total < 10
    switch value {
    case let n as Int where n > 0: total += n
    case is String, is Substring: fallthrough
    case (let a, _) as (Int, Int): total += a
    #if DEBUG
    case Optional<Int>.none: break
    #endif
    @unknown default:
        break
    }
    do {
        try await Task.sleep(nanoseconds: 1)
    } catch let error as CancellationError {
        print(error)
    } catch {
        throw error
    }
    defer { print("done") }
    let r = try? JSONSerialization.data(withJSONObject: [:])
    let s = try! String(contentsOfFile: "")
    let x = if total > 0 { 1 } else { 2 }
    let y = switch total { case 0: "zero" default: "many" }
    let tuple = (a: 1, b: "two")
    let dict: [String: Int] = ["a": 1, "b": 2]
    let empty: [String: Int] = [:]
    let keyPath = \Array<Int>.count
    let kp2 = items.map(\.?.description)
    let closure = { [weak self = items, unowned(unsafe) u = value as AnyObject] (a: Int, b: inout Int) async throws -> Int in a }
    let shorthand = items.compactMap { $0 }.reduce(0, +)
    let ranges = (0..<10, 1...5, ..<3, 2...)
    let cast = value as? Int ?? 0
    let chained = items.first??.description.count ?? -1
    let ternary = total > 0 ? "pos" : total < 0 ? "neg" : "zero"
    let generic = Array<Set<Int>>()
    let regex = /a(b+)c/
    let placeholder = 0
    let nested = "outer \("inner \(total + 1) end") tail"
    let raw = #"raw \(not) \#(total)"#
    let multi = """
        line \(total)
        """
    #if os(Linux) && !DEBUG
    print(#file, #line, #function)
    #elseif compiler(>=5.9)
    print(#selector(description))
    #else
    #warning("unsupported")
    #endif
    _ = (r, s, x, y, tuple, dict, empty, keyPath, kp2, closure, shorthand, ranges, cast, chained, ternary, generic, regex, placeholder, nested, raw, multi)
    return await withTaskGroup(of: Int.self) { group in
        group.addTask { @Sendable in 1 }
        for await v in group { total += v }
        return total
    }
}

// Found in real code: raw strings that start with quotes, `$` inside identifiers, keyword
// labels of trailing closures, attributes in `#if` clauses, types used as values.
func realWorld() {
    let a = #"""#
    let b = #""""foobar""#
    let _$id = 1
    print(a, b, _$id, (@Sendable () -> Void).self)
    // Function types written as expressions (clean-architecture-swiftui, NetNewsWire).
    var callbacks = [UInt: (Int) async throws -> Void]()
    var completions = [() -> Void]()
    callbacks[0] = nil
    completions.removeAll()
}
