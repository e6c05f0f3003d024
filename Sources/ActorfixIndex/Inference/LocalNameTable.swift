/// The names a declaration declares inside itself (parameters, locals, closure parameters), with
/// a value for some (their written type). Most declarations have a handful: a list searched from
/// the end (the last declaration of a name wins, as a dictionary's last write would) costs less
/// than hashing every name, and allocates nothing until the first name. Past `listLimit` names, a
/// dictionary takes over.
struct LocalNameTable<Value> {
    private static var listLimit: Int { 16 }
    private var list: [(name: String, value: Value?)] = []
    private var table: [String: Value?]?

    /// Declares `name`, with `value` if given; a name declared again keeps its earlier value when
    /// the new declaration has none.
    mutating func declare(_ name: String, value: Value? = nil) {
        if table != nil {
            if value != nil || table![name] == nil { table![name] = .some(value) }
            return
        }
        if value == nil, list.contains(where: { $0.name == name }) { return }
        list.append((name, value))
        if list.count > LocalNameTable.listLimit {
            var all: [String: Value?] = [:]
            all.reserveCapacity(list.count * 2)
            for entry in list where entry.value != nil || all[entry.name] == nil { all[entry.name] = .some(entry.value) }
            table = all
            list = []
        }
    }

    func contains(_ name: String) -> Bool {
        if let table { return table[name] != nil }
        return list.contains { $0.name == name }
    }

    /// The value of the last declaration of `name` that has one.
    func value(of name: String) -> Value? {
        if let table { return table[name] ?? nil }
        return list.last { $0.name == name && $0.value != nil }?.value
    }
}
