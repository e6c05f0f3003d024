// A static's initial value that names its type's other statics (bare, or as `Self.name`) has
// their type: `[sp, pc]` is an array of `ExecutionParameter`, Sendable, so the never-assigned
// `allCases` becomes a `let` (which still witnesses CaseIterable's get-only requirement), and
// `MemoryIndex` is known to be Sendable (no "cannot tell" report). Found by a helper on WasmKit's
// VMSpec, where `allCases` got `nonisolated(unsafe) static var`.
struct ExecutionParameter: CaseIterable {
    let label: String
    let type: String

    static let sp = Self(label: "sp", type: "Sp")
    static let pc = Self(label: "pc", type: "Pc")

    /// All cases of `ExecParam`.
    static let allCases = [sp, pc]
}

struct Immediate {
    let name: String
    static let UInt32 = Self(name: "UInt32")
    static let MemoryIndex = Self.UInt32
}

func labels() -> [String] {
    ExecutionParameter.allCases.map { $0.label } + [Immediate.MemoryIndex.name]
}
