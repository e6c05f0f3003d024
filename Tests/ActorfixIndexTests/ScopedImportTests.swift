import ActorfixIndex
import ActorfixSyntax
import Testing

@Suite("Index: types imported by kind")
struct ScopedImportTests {
    /// swift-nio's shape: NIOCore declares `protocol FileDescriptor`; NIOFS imports NIOCore and
    /// `@_exported import struct SystemPackage.FileDescriptor`, so in all of NIOFS the name is
    /// SystemPackage's struct. A plain scoped import does the same in its own file only; a type of
    /// the file's own module, a qualified name and a nested type of the run are found as before.
    @Test func anotherModulesTypeImportedByKindShadowsTheRunsType() throws {
        let files: [(String, String, String)] = [
            ("Core/FileDescriptor.swift", "public protocol FileDescriptor { var isOpen: Bool { get } }\n", "Core"),
            ("FS/Exports.swift", "@_exported import struct SystemPackage.FileDescriptor\n", "FS"),
            ("FS/Handle.swift", "import Core\nenum Lifecycle { case open(FileDescriptor) }\n", "FS"),
            ("Posix/Pipe.swift", "import Core\nimport struct SystemPackage.FileDescriptor\nstruct Pipe { let fd: FileDescriptor }\n", "Posix"),
            ("Posix/Other.swift", "import Core\nstruct Other { let fd: FileDescriptor }\n", "Posix"),
            ("Own/Own.swift", "import struct SystemPackage.FileDescriptor\nstruct FileDescriptor {}\n", "Own"),
        ]
        let units = files.map { SourceUnit(tree: SyntaxTree.parse($0.1, path: $0.0), settings: SwiftSettings(), module: $0.2) }
        let index = ProjectIndex(units: units, sdk: testSDK)
        func file(_ path: String) -> Int { files.firstIndex { $0.0 == path }! }
        // The exported import reaches every file of its module.
        #expect(index.lookupType("FileDescriptor", inFile: file("FS/Handle.swift")) == nil)
        // Qualified with the run's module, it is the run's protocol.
        #expect(index.lookupType("Core.FileDescriptor", inFile: file("FS/Handle.swift"))?.kind == .protocol)
        // A plain scoped import: its own file only.
        #expect(index.lookupType("FileDescriptor", inFile: file("Posix/Pipe.swift")) == nil)
        #expect(index.lookupType("FileDescriptor", inFile: file("Posix/Other.swift"))?.kind == .protocol)
        // The core module itself, and a module declaring its own type of the name.
        #expect(index.lookupType("FileDescriptor", inFile: file("Core/FileDescriptor.swift"))?.kind == .protocol)
        #expect(index.lookupType("FileDescriptor", inFile: file("Own/Own.swift"))?.kind == .struct)
    }

    @Test func scopedImportsNameTheirType() throws {
        let tree = SyntaxTree.parse("@_exported import struct SystemPackage.FilePath\nimport Foundation\nimport func Glibc.exit\nimport typealias Foo.Bar\n", path: "a.swift")
        let imports = tree.root.children.filter { $0.kind == .importDecl }
        #expect(imports.map(\.scopedImportTypeName) == ["FilePath", nil, nil, "Bar"])
        #expect(imports.map(\.importedModuleName) == ["SystemPackage", "Foundation", "Glibc", "Foo"])
    }
}
