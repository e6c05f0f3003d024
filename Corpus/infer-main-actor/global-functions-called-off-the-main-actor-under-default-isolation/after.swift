// Under default main-actor isolation (SE-0466) global functions are main-actor too.
nonisolated func slugify(_ s: String) -> String { trimmed(s).lowercased() }
nonisolated func trimmed(_ s: String) -> String { String(s.drop { $0 == " " }) }
var counter = 0
// Writes a main-actor global: reported.
func counted(_ s: String) -> String { counter += 1; return s }

actor Index {
    func key(_ s: String) -> String { slugify(s) }
    func other(_ s: String) -> String { counted(s) }
}
