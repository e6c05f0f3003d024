// Default main-actor isolation (SE-0466) and swiftc 6.2/6.3.1: the implicit deinit of a class is
// main-actor and a written one nonisolated, so a subclass's deinit fails with "nonisolated
// deinitializer 'deinit' has different actor isolation from main actor-isolated overridden
// declaration" (swiftlang/swift#84644). `isolated deinit` (SE-0371) agrees with the superclass.
// `Upload`'s deinit uses nothing of the main actor, yet fails the same way. `Cache` writes its
// own deinit, so `DiskCache` overrides a nonisolated one: nothing changes there.
class Encoder {
    var storage: [String: Int] = [:]
    init() {}
}

final class NestedEncoder: Encoder {
    private let parent: Encoder
    private let key: String

    init(parent: Encoder, key: String) {
        self.parent = parent
        self.key = key
        super.init()
    }

    deinit {
        parent.storage[key] = storage.count
    }
}

class Session {
    init() {}
}

final class Upload: Session {
    deinit {
        print("upload released")
    }
}

class Cache {
    init() {}
    deinit {}
}

final class DiskCache: Cache {
    deinit {}
}
