import ActorfixSyntax

/// Where an identifier is spelled, anywhere in the run: type annotations, generic arguments,
/// `T.self`, calls. One pass over every file's tokens, matched by bytes (no string per token).
public struct NameMention: Sendable {
    public let file: Int
    public let token: Int32
}

extension ProjectIndex {
    /// Every identifier token spelling one of `names`, by name, in file then token order.
    /// - Parameter files: look only in these files (nil: every file).
    public func mentions(of names: Set<String>, in files: [Int]? = nil) -> [String: [NameMention]] {
        guard !names.isEmpty else { return [:] }
        let table = NameTable(names)
        let files = files ?? Array(units.indices)
        let slots = ParallelSlots<[(String, NameMention)]>(count: files.count)
        ParallelSlots<[(String, NameMention)]>.forEach(files.count) { position in
            let file = files[position]
            let tree = units[file].tree
            var found: [(String, NameMention)] = []
            // By name key first: most tokens are rejected without reading their bytes.
            let nameKeys = tree.nameKeys
            nameKeys.withUnsafeBufferPointer { keys in tree.tokens.withUnsafeBufferPointer { tokens in
                for token in 0..<tokens.count where tokens[token].kind == .identifier && table.mayContain(key: keys[token]) {
                    if let name = table.lookup(tree, Int32(token)) { found.append((name, NameMention(file: file, token: Int32(token)))) }
                }
            } }
            slots.set(position, found)
        }
        var result: [String: [NameMention]] = [:]
        for found in slots.values { for (name, mention) in found { result[name, default: []].append(mention) } }
        return result
    }
}
