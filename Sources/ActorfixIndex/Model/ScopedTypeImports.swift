import ActorfixSyntax

/// Other modules' types that files import by kind (`import struct SystemPackage.FileDescriptor`):
/// in such a file, or in its whole module when the import is `@_exported`, the name is that
/// module's type, not a type of the run that another module of it declares (swift-nio's NIOFS
/// exports SystemPackage's `FileDescriptor` struct, while NIOCore, which it imports, declares a
/// protocol of that name: taken for the protocol, NIOFS's `enum Lifecycle { case
/// open(FileDescriptor) }` made it cross isolation). Only modules that no file of the run
/// belongs to count: the run's own types are resolved as before.
struct ScopedTypeImports: Sendable {
    /// Module (`""` for files of no known module) → names its `@_exported` scoped imports bring.
    private var byModule: [String: Set<String>] = [:]
    /// File → names its other scoped imports bring.
    private(set) var byFile: [Int: Set<String>] = [:]

    init(units: [SourceUnit]) {
        let runModules = Set(units.compactMap(\.module))
        for (file, unit) in units.enumerated() {
            for item in unit.tree.root.itemsFlatteningIfConfig where item.kind == .importDecl {
                guard let name = item.scopedImportTypeName, let module = item.importedModuleName, !runModules.contains(module) else { continue }
                if item.hasAttribute("_exported") {
                    byModule[unit.module ?? "", default: []].insert(name)
                } else {
                    byFile[file, default: []].insert(name)
                }
            }
        }
    }

    var isEmpty: Bool { byModule.isEmpty && byFile.isEmpty }

    /// Whether `name`, unqualified, is another module's type in `file` of `module`.
    func bring(_ name: String, toFile file: Int, module: String?) -> Bool {
        byModule[module ?? ""]?.contains(name) == true || byFile[file]?.contains(name) == true
    }
}
