/// An append-only buffer for the lexer's and parser's hot loops: appends are a bounds check and
/// a store, without the uniqueness check every `Array.append` makes. Noncopyable, so its memory
/// has exactly one owner and is freed exactly once.
struct GrowableBuffer<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    @inline(__always)
    subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    @inline(__always)
    mutating func removeLast() -> Element {
        count -= 1
        return (base + count).move()
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }
    var isEmpty: Bool { count == 0 }

    /// The elements as an array (one copy).
    func toArray() -> [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }
}
