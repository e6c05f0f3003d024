import ActorfixSyntax

/// How a file is written, so inserted code looks like it was always there: indentation unit,
/// line endings, and whether attributes of declarations sit on their own line.
public struct SourceStyle: Sendable, Equatable {
    public var indentUnit: String
    public var lineEnding: String
    /// Type-level attributes on their own line (`@MainActor\nstruct V`) or not.
    public var typeAttributesOnOwnLine: Bool
    /// Member-level attributes on their own line.
    public var memberAttributesOnOwnLine: Bool
    /// `private nonisolated(unsafe) var` (true, the usual order and the default) or
    /// `nonisolated(unsafe) private var`, as the file's own declarations have it.
    public var isolationAfterAccessModifiers: Bool = true

    public init(indentUnit: String = "    ", lineEnding: String = "\n", typeAttributesOnOwnLine: Bool = true, memberAttributesOnOwnLine: Bool = false) {
        self.indentUnit = indentUnit
        self.lineEnding = lineEnding
        self.typeAttributesOnOwnLine = typeAttributesOnOwnLine
        self.memberAttributesOnOwnLine = memberAttributesOnOwnLine
    }

    public init(_ tree: SyntaxTree) {
        let bytes = tree.bytes
        var crlf = 0, lf = 0
        var tabs = 0, spaces = 0
        var widths: [Int: Int] = [:]
        var previousIndent = 0
        var atLineStart = true
        var indent = 0
        var usesTab = false
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A {
                if i > 0 && bytes[i - 1] == 0x0D { crlf += 1 } else { lf += 1 }
                atLineStart = true
                indent = 0
                usesTab = false
            } else if atLineStart && (b == 0x20 || b == 0x09) {
                indent += 1
                if b == 0x09 { usesTab = true }
            } else if atLineStart {
                if b != 0x0D {
                    atLineStart = false
                    if indent > 0 { if usesTab { tabs += 1 } else { spaces += 1 } }
                    if !usesTab && indent > previousIndent { widths[indent - previousIndent, default: 0] += 1 }
                    previousIndent = indent
                }
            }
            i += 1
        }
        lineEnding = crlf > lf ? "\r\n" : "\n"
        if tabs > spaces {
            indentUnit = "\t"
        } else {
            let width = widths.filter { [2, 3, 4, 8].contains($0.key) }.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
            indentUnit = String(repeating: " ", count: width)
        }
        var typeOwn = 0, typeSame = 0, memberOwn = 0, memberSame = 0
        var isolationFirst = 0, accessFirst = 0
        // Read from the child records: a standard-library interface has tens of thousands of
        // declarations, and making arrays of their modifier and attribute nodes cost millions of
        // instructions a file.
        for i in tree.nodes.indices {
            let kind = tree.nodes[i].kind
            guard kind.isDeclaration, kind != .importDecl else { continue }
            let node = tree.node(Int32(i))
            if node.hasModifier("nonisolated") {
                let modifierNames = node.modifierNames
                if let isolation = modifierNames.firstIndex(of: "nonisolated"),
                   let access = modifierNames.firstIndex(where: SourceStyle.accessModifiers.contains) {
                    if isolation < access { isolationFirst += 1 } else { accessFirst += 1 }
                }
            }
            var lastAttribute: Int32 = -1, firstModifier: Int32 = -1
            var c = tree.nodes[i].firstChild
            while c >= 0 {
                let child = tree.nodes[Int(c)]
                if child.kind == .attribute { lastAttribute = c } else if child.kind == .modifier, firstModifier < 0 { firstModifier = c }
                c = child.nextSibling
            }
            guard lastAttribute >= 0, let keyword = firstModifier >= 0 ? tree.node(firstModifier).firstToken : node.declKeywordToken else { continue }
            let own = tree.location(ofToken: tree.node(lastAttribute).endToken - 1).line != tree.location(ofToken: keyword).line
            if kind.isTypeDeclaration { if own { typeOwn += 1 } else { typeSame += 1 } } else { if own { memberOwn += 1 } else { memberSame += 1 } }
        }
        typeAttributesOnOwnLine = typeOwn >= typeSame
        memberAttributesOnOwnLine = memberOwn > memberSame
        isolationAfterAccessModifiers = accessFirst >= isolationFirst
    }

    /// Access-control modifiers, which by convention come first (`private(set)` is named `private`).
    public static let accessModifiers: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// The indentation (whitespace) at the start of the line holding `offset`.
    public static func indentation(ofLineAt offset: Int, in tree: SyntaxTree) -> String {
        var start = tree.lineStart(ofOffset: offset)
        var end = start
        while end < tree.bytes.count && (tree.bytes[end] == 0x20 || tree.bytes[end] == 0x09) { end += 1 }
        if start > end { start = end }
        return String(decoding: tree.bytes[start..<end], as: UTF8.self)
    }
}
