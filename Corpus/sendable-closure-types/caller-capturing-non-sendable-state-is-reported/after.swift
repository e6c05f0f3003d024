// CollectionConcurrencyKit: `operation` runs in task-group child tasks, so it needs @Sendable,
// but a caller passes a closure that captures a non-Sendable `Collector`: marking the parameter
// would move the error into that caller. Reported instead.
public extension Sequence where Element: Sendable {
    func concurrentForEach(_ operation: @escaping (Element) async -> Void) async {
        await withTaskGroup(of: Void.self) { group in
            for element in self {
                group.addTask { await operation(element) }
            }
        }
    }
}

final class Collector {
    var values: [Int] = []
    func collect(_ value: Int) { values.append(value) }
}

func run(_ body: (Collector) async -> Void) async {
    await body(Collector())
}

func collectAll() async {
    await run { collector in
        await [1, 2].concurrentForEach { collector.collect($0) }
    }
}
