import Foundation
import ActorfixSyntax
import Testing

@Suite("Parser: tree shapes")
struct ParserTests {
    /// A tree's file name, as messages show it, is what Foundation's `lastPathComponent` gives.
    @Test func fileNameIsTheLastPathComponent() {
        for path in ["Sources/App/Router.swift", "Router.swift", "/abs/olute/Ünïcode Файл.swift", "dir/trailing/", "a//b.swift", "", "<stdin>"] {
            #expect(SyntaxTree.parse("", path: path).fileName == (path as NSString).lastPathComponent, "\(path)")
        }
    }

    /// A tree remembers the words searched for in it: asked again, in any order, the answers stay
    /// what a search of the bytes gives.
    @Test func searchedWordsKeepTheirAnswers() {
        let tree = SyntaxTree.parse("let sheet = Sheet() // stdout\n", path: "A.swift")
        for _ in 0..<2 {
            for word in ["sheet", "sheets", "Sheet()", "stdout", "stderr", "", "let sheet"] {
                #expect(tree.bytesContain(word) == SyntaxTree.bytes(tree.bytes, contain: word), "\(word)")
            }
        }
        #expect(tree.bytesContain("sheet") && !tree.bytesContain("sheets") && !tree.bytesContain(""))
    }

    /// A walk visits every node once, in preorder (source order), the children of each in order.
    @Test func walkIsPreorder() {
        let tree = SyntaxTree.parse("struct A { func f(x: Int) { g(x, h(1)) } }\nlet b = [1, 2]\n")
        var visited: [Int32] = []
        tree.root.walk { visited.append($0.index) }
        func preorder(_ node: SyntaxNode) -> [Int32] { [node.index] + node.children.flatMap(preorder) }
        #expect(visited == preorder(tree.root))
        #expect(Set(visited).count == tree.nodes.count)
        var suffix = [1, 2, 3, 4, 5]
        suffix.reverseElements(from: 2)
        #expect(suffix == [1, 2, 5, 4, 3])
        for start in 0...suffix.count { var copy = suffix; copy.reverseElements(from: start); #expect(copy == Array(suffix[..<start]) + suffix[start...].reversed()) }
    }

    @Test func typeDeclarationParts() {
        let tree = SyntaxTree.parse("@MainActor public final class Store<T: Sendable>: NSObject, ObservableObject where T: Hashable {\n  var x = 1\n}")
        let decl = try! #require(tree.root.firstChild(.classDecl))
        #expect(decl.name == "Store")
        #expect(decl.children(.attribute).map(\.name) == ["MainActor"])
        #expect(decl.children(.modifier).map(\.name) == ["public", "final"])
        #expect(decl.firstChild(.genericParameterClause)?.children(.genericParameter).map(\.name) == ["T"])
        #expect(decl.firstChild(.inheritanceClause)?.children(.inheritedType).map(\.text) == ["NSObject", "ObservableObject"])
        #expect(decl.firstChild(.genericWhereClause)?.text == "where T: Hashable")
        #expect(decl.firstChild(.memberBlock)?.children.map(\.kind) == [.variableDecl])
    }

    /// Swift Testing's `@Test(…)` and `@Suite(…)` arguments are expressions (they run, off the
    /// main actor); other attributes' arguments stay tokens (`@available(iOS 15, *)`).
    @Test func testingMacroArgumentsAreExpressions() {
        let source = "@Suite(.serialized) struct S {\n  @Test(\"name\", arguments: [(Icons.open, 1)], Self.more)\n  func t(_ a: String, _ b: Int) {}\n  @available(iOS 15, *) @Testing.Test(.enabled(if: Flags.on)) func u() {}\n}\n"
        let tree = SyntaxTree.parse(source)
        #expect(String(decoding: tree.printed(), as: UTF8.self) == source)
        let attributes = tree.root.descendants(.attribute)
        #expect(attributes.map(\.testingMacroName) == ["Suite", "Test", nil, "Test"])
        #expect(attributes[0].descendants(.implicitMember).map(\.name) == ["serialized"])
        #expect(attributes[1].descendants(.memberAccess).map(\.text) == ["Icons.open", "Self.more"])
        #expect(attributes[1].firstChild(.argumentList)?.children(.argument).compactMap(\.name) == ["arguments"])
        #expect(attributes[2].descendants(.declReference).isEmpty)
        #expect(attributes[3].descendants(.memberAccess).map(\.text) == ["Flags.on"])
        // An unbalanced group stays tokens, and the file still prints back.
        for broken in ["@Test(arguments: [1, 2 func f() {}\n", "@Test(, ) func f() {}\n", "@Suite(.x(\n"] {
            #expect(String(decoding: SyntaxTree.parse(broken).printed(), as: UTF8.self) == broken)
        }
    }

    @Test func everyTypeKind() {
        #expect(shape(of: "struct A {}; enum B {}; actor C {}; protocol D {}; extension E {}; class F {}")
            == "structDecl[A](memberBlock) enumDecl[B](memberBlock) actorDecl[C](memberBlock) protocolDecl[D](memberBlock) extensionDecl[E](type memberBlock) classDecl[F](memberBlock)")
        #expect(shape(of: "extension Array: @retroactive P where Element == Int {}")
            == "extensionDecl[Array](type inheritanceClause(inheritedType(type(attribute[retroactive]))) genericWhereClause(type type) memberBlock)")
        #expect(shape(of: "class C: @MainActor P {}") == "classDecl[C](inheritanceClause(inheritedType(type(attribute[MainActor]))) memberBlock)")
        // `@escaping` takes no arguments: written against the type, the parentheses are the
        // function type's (PromiseKit's `@escaping() -> Void`); `@convention(c)` has arguments.
        let escaping = SyntaxTree.parse("func f(_ b: @escaping() -> Void, _ c: @convention(c) () -> Void) {}")
        let parameters = try! #require(escaping.root.firstChild(.funcDecl)?.parameterNodes)
        #expect(parameters.count == 2)
        #expect(parameters.first?.firstChild(.typeAnnotation)?.firstChild(.type)?.text == "@escaping() -> Void")
        #expect(parameters.first?.descendants(.argumentList).isEmpty == true)
        #expect(parameters.last?.descendants(.argumentList).count == 1)
        // `->` in an expression folds like a binary operator, its effects before it.
        #expect(shape(of: "[() -> Void]()") == "callExpr(arrayExpr(sequenceExpr(tupleExpr declReference[Void])) argumentList)")
        #expect(shape(of: "[UInt: (Int) async throws -> Void]()")
                == "callExpr(dictionaryExpr(declReference[UInt] sequenceExpr(tupleExpr(argument(declReference[Int])) declReference[Void])) argumentList)")
    }

    @Test func members() {
        let source = """
            struct V {
                @State private var model = Model()
                @ObservedObject var store: Store
                static let shared = V()
                var body: some View { Text("") }
                var x: Int { get { 1 } set { } }
                init(a: Int) {}
                deinit {}
                subscript(i: Int) -> Int { i }
                func f<T>(_ t: T) async throws -> T where T: P { t }
                typealias A = Int
                case one, two(Int)
            }
            protocol P { associatedtype Item: Hashable; var y: Int { get set } }
            """
        let tree = SyntaxTree.parse(source)
        let members = tree.root.firstChild(.structDecl)!.firstChild(.memberBlock)!.children
        #expect(members.map(\.kind) == [.variableDecl, .variableDecl, .variableDecl, .variableDecl, .variableDecl,
                                        .initDecl, .deinitDecl, .subscriptDecl, .funcDecl, .typealiasDecl, .enumCaseDecl])
        #expect(shape(members[0]) == "variableDecl[model](attribute[State] modifier[private] patternBinding[model](pattern[model] initializerClause(callExpr(declReference[Model] argumentList))))")
        #expect(shape(members[1]) == "variableDecl[store](attribute[ObservedObject] patternBinding[store](pattern[store] typeAnnotation(type)))")
        #expect(members[2].children(.modifier).map(\.name) == ["static"])
        #expect(shape(members[4]) == "variableDecl[x](patternBinding[x](pattern[x] typeAnnotation(type) accessorBlock(accessorDecl[get](codeBlock(literal[1])) accessorDecl[set](codeBlock))))")
        #expect(members[8].name == "f")
        #expect(members[8].directTokens.contains { tree.tokens[Int($0)].keyword == .async })
        #expect(members[10].children(.enumCaseElement).map(\.name) == ["one", "two"])
        let proto = tree.root.firstChild(.protocolDecl)!.firstChild(.memberBlock)!.children
        #expect(proto.map(\.kind) == [.associatedtypeDecl, .variableDecl])
        #expect(shape(proto[1]) == "variableDecl[y](patternBinding[y](pattern[y] typeAnnotation(type) accessorBlock(accessorDecl[get] accessorDecl[set])))")
    }

    @Test func callsWithArgumentsAndTrailingClosures() {
        #expect(shape(of: "f(a: 1, 2)") == "callExpr(declReference[f] argumentList(argument[a](literal[1]) argument(literal[2])))")
        #expect(shape(of: "Button { go() } label: { Text(\"x\") }")
            == "callExpr(declReference[Button] trailingClosure(closureExpr(callExpr(declReference[go] argumentList))) trailingClosure[label](closureExpr(callExpr(declReference[Text] argumentList(argument(stringLiteral))))))")
        #expect(shape(of: "x.sheet(isPresented: $s) { V() }")
            == "callExpr(memberAccess[sheet](declReference[x]) argumentList(argument[isPresented](declReference[$s])) trailingClosure(closureExpr(callExpr(declReference[V] argumentList))))")
    }

    @Test func closures() {
        #expect(shape(of: "let c = { [weak self, pulse] a, b in a }")
            == "variableDecl[c](patternBinding[c](pattern[c] initializerClause(closureExpr[in](closureSignature(captureList(captureItem[self] captureItem[pulse]) closureParameter[a] closureParameter[b]) declReference[a]))))")
        let closure = try! #require(first(.closureExpr, in: "Task { @MainActor in await run() }"))
        #expect(shape(closure) == "closureExpr[in](closureSignature(attribute[MainActor]) awaitExpr[await](callExpr(declReference[run] argumentList)))")
        let typed = try! #require(first(.closureSignature, in: "let f = { (x: Int) async throws -> Int in x }"))
        #expect(shape(typed) == "closureSignature(parameterClause(closureParameter[x](typeAnnotation(type))) returnClause(type))")
        #expect(shape(of: "xs.map { $0 * 2 }") == "callExpr(memberAccess[map](declReference[xs]) trailingClosure(closureExpr(sequenceExpr(declReference[$0] literal[2]))))")
    }

    @Test func memberAccessChains() {
        #expect(shape(of: "self.pulse") == "memberAccess[pulse](declReference[self])")
        #expect(shape(of: "a?.b!.c") == "memberAccess[c](postfixExpr(memberAccess[b](postfixExpr(declReference[a]))))")
        #expect(shape(of: "Text(\"\")\n    .padding()\n    .font(.title)")
            == "callExpr(memberAccess[font](callExpr(memberAccess[padding](callExpr(declReference[Text] argumentList(argument(stringLiteral)))) argumentList)) argumentList(argument(implicitMember[title])))")
    }

    @Test func conditionsDoNotTakeTheBodyAsATrailingClosure() {
        #expect(shape(of: "if let x = y { z() }") == "ifStmt[if](condition(pattern[x] initializerClause(declReference[y])) codeBlock(callExpr(declReference[z] argumentList)))")
        #expect(shape(of: "guard a == b else { return }") == "guardStmt[guard](condition(sequenceExpr(declReference[a] declReference[b])) codeBlock(returnStmt[return]))")
        #expect(shape(of: "while x.isEmpty { }") == "whileStmt[while](condition(memberAccess[isEmpty](declReference[x])) codeBlock)")
        #expect(shape(of: "switch x { case .a: f()\ndefault: break }")
            == "switchStmt[switch](declReference[x] codeBlock(switchCase[case](implicitMember[a] callExpr(declReference[f] argumentList)) switchCase[default](jumpStmt[break])))")
        #expect(shape(of: "for i in xs where i > 0 { }") == "forStmt[for](pattern[i] declReference[xs] sequenceExpr(declReference[i] literal[0]) codeBlock)")
    }

    @Test func ifConfigKeepsEveryBranch() {
        let source = "struct S {\n#if os(iOS)\n  var a = 1\n#elseif DEBUG\n  func f() {}\n#else\n  let b = 2\n#endif\n}"
        let block = try! #require(first(.memberBlock, in: source))
        #expect(shape(block) == "memberBlock(ifConfig(ifConfigClause[#if](callExpr(declReference[os] argumentList(argument(declReference[iOS]))) variableDecl[a](patternBinding[a](pattern[a] initializerClause(literal[1])))) ifConfigClause[#elseif](declReference[DEBUG] funcDecl[f](parameterClause codeBlock)) ifConfigClause[#else](variableDecl[b](patternBinding[b](pattern[b] initializerClause(literal[2]))))))")
        let postfix = "Text(\"\")\n  #if os(iOS)\n  .bold()\n  #endif\n  .padding()"
        #expect(shape(of: postfix) == "callExpr(memberAccess[padding](postfixExpr(callExpr(declReference[Text] argumentList(argument(stringLiteral))) ifConfig(ifConfigClause[#if](callExpr(declReference[os] argumentList(argument(declReference[iOS]))) callExpr(implicitMember[bold] argumentList))))) argumentList)")
    }

    @Test func stringsWithInterpolation() {
        #expect(shape(of: #"let s = "a\(b.c) \(f("\(d)"))""#)
            == "variableDecl[s](patternBinding[s](pattern[s] initializerClause(stringLiteral(interpolation(argument(memberAccess[c](declReference[b]))) interpolation(argument(callExpr(declReference[f] argumentList(argument(stringLiteral(interpolation(argument(declReference[d]))))))))))))")
    }

    @Test func navigationHelpers() {
        let source = "struct V { var body: some View { Circle().visualEffect { c, p in c.offset(x: self.pulse) } } }"
        let tree = SyntaxTree.parse(source)
        let pulse = try! #require(tree.tokens.indices.first { tree.text(Int32($0)) == "pulse" })
        let token = Int32(pulse)
        #expect(tree.enclosingType(ofToken: token)?.name == "V")
        #expect(tree.enclosingClosure(ofToken: token)?.firstChild(.closureSignature)?.children(.closureParameter).map(\.name) == ["c", "p"])
        #expect(tree.enclosingFunction(ofToken: token) == nil)
        let member = tree.innermostNode(containing: token)
        #expect(member.kind == .memberAccess)
        #expect(member.location.line == 1)
        #expect(member.location.column == 78)
        #expect(member.parent?.kind == .argument)
        let f = SyntaxTree.parse("func f() {\n  let x = 1\n}")
        let one = Int32(f.tokens.indices.first { f.text(Int32($0)) == "1" }!)
        #expect(f.enclosingFunction(ofToken: one)?.name == "f")
        #expect(f.location(ofToken: one) == SourceLocation(offset: 21, line: 2, column: 11))
    }

    @Test func invalidCodeStaysAsTokens() {
        for source in ["struct {", "func (", "}}}", "let = = =", "@", "class A: { var }", "if { else }", "x.", "#if\n", "#endif", "case let", "init?<", ")))((("] {
            let tree = SyntaxTree.parse(source)
            #expect(tree.printed() == Array(source.utf8), "\(source)")
        }
        #expect(!SyntaxTree.parse("struct A { ) }").unknownNodes.isEmpty)
    }

    @Test func deepNestingNeitherCrashesNorLosesBytes() {
        for opener in ["(", "[", "{", "f(", "\"\\(", "{ x in ", "a ? b : ", "-", "try ", "<"] {
            let source = String(repeating: opener, count: 5_000) + "x"
            let tree = SyntaxTree.parse(source)
            #expect(tree.printed() == Array(source.utf8))
        }
        // `#if` blocks and `#if` modifier chains recursed with no limit: 40,000 overflowed the stack.
        for (open, inner, close) in [("#if A\n", "var g = 1\n", "#endif\n"), ("#if A\n.a()\n", "", "#endif\n")] {
            let source = (open == "#if A\n" ? "" : "x\n") + String(repeating: open, count: 50_000) + inner + String(repeating: close, count: 50_000)
            let tree = SyntaxTree.parse(source)
            #expect(tree.printed() == Array(source.utf8))
        }
        // Below the limit, nested `#if`s are still parsed as such.
        let shallow = SyntaxTree.parse(String(repeating: "#if A\n", count: 20) + "var g = 1\n" + String(repeating: "#endif\n", count: 20))
        #expect(shallow.nodes(ofKinds: .ifConfig).count == 20)
        #expect(shallow.unknownNodes.isEmpty)
    }
}
