/// The kinds of nodes in the concrete syntax tree. A node covers a contiguous run of tokens; the
/// tokens of a node that are not inside one of its children are its "direct" tokens (keywords,
/// punctuation, names).
public enum NodeKind: UInt8, Sendable, CaseIterable {
    case sourceFile
    /// Tokens the parser did not understand, kept verbatim. Never produced for valid Swift of the
    /// constructs this tree models.
    case unknown

    // Declarations. `mainToken` is the declared name where there is one.
    case importDecl, classDecl, structDecl, enumDecl, actorDecl, protocolDecl, extensionDecl
    case funcDecl, initDecl, deinitDecl, subscriptDecl, variableDecl, typealiasDecl, associatedtypeDecl
    case enumCaseDecl, operatorDecl, precedenceGroupDecl, macroDecl
    // Parts of declarations.
    case attribute            // `@MainActor`, `@available(...)`; mainToken: the name
    case attributeGroup       // attributes alone in a `#if` clause, for the declaration after `#endif`
    case modifier             // `public`, `nonisolated(unsafe)`; mainToken: the keyword
    case genericParameterClause, genericParameter, genericArgumentClause
    case inheritanceClause, inheritedType, genericWhereClause
    case memberBlock
    case parameterClause, parameter  // parameter mainToken: first name
    case returnClause
    case patternBinding       // one `name: Type = value { accessors }` of a var/let; mainToken: the name
    case pattern
    case typeAnnotation, initializerClause
    case accessorBlock, accessorDecl  // accessorDecl mainToken: `get`, `set`, `didSet`, …
    case enumCaseElement

    // Conditional compilation and other directives.
    case ifConfig             // `#if … #endif`, every branch kept
    case ifConfigClause       // mainToken: `#if`, `#elseif` or `#else`
    case poundDirective       // `#warning`, `#error`, `#sourceLocation`

    // Statements. mainToken: the introducing keyword.
    case codeBlock, ifStmt, guardStmt, forStmt, whileStmt, repeatStmt, switchStmt, switchCase
    case doStmt, catchClause, returnStmt, throwStmt, deferStmt, jumpStmt, labeledStmt
    case condition            // one element of an `if`/`guard`/`while` condition list

    // Expressions.
    case sequenceExpr         // operands and operators of a binary expression, unfolded
    case declReference        // `x`, `self`, `$0`, `Foo<Int>`; mainToken: the name
    case memberAccess         // `base.name`; mainToken: name
    case implicitMember       // `.name`; mainToken: name
    case callExpr             // callee, argumentList?, trailing closures
    case subscriptExpr
    case argumentList         // `( … )` or `[ … ]` of a call or subscript
    case argument             // `label: value`; mainToken: the label or -1
    case trailingClosure      // a closure after the call's `)`; mainToken: its label or -1
    case closureExpr          // mainToken: `in` or -1
    case closureSignature
    case captureList, captureItem  // captureItem mainToken: the captured name
    case closureParameter     // shorthand `a, b in` parameter; mainToken: the name
    case literal              // numbers, booleans, nil, regex, editor placeholders
    case stringLiteral
    case interpolation        // `\( … )` inside a string
    case tupleExpr, arrayExpr, dictionaryExpr
    case keyPathExpr
    case prefixExpr, postfixExpr
    case tryExpr, awaitExpr
    case ternaryExpr
    case asExpr, isExpr
    case macroExpansion       // `#foo(…)`, `#selector(…)`; mainToken: the pound keyword
    case ifExpr, switchExpr   // `if`/`switch` used as expressions

    // Types.
    case type                 // any type; nested types are children

    public var isTypeDeclaration: Bool {
        switch self {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: true
        default: false
        }
    }

    public var isFunctionLike: Bool {
        switch self {
        case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl, .accessorDecl: true
        default: false
        }
    }

    public var isDeclaration: Bool {
        switch self {
        case .importDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
             .funcDecl, .initDecl, .deinitDecl, .subscriptDecl, .variableDecl, .typealiasDecl,
             .associatedtypeDecl, .enumCaseDecl, .operatorDecl, .precedenceGroupDecl, .macroDecl:
            true
        default: false
        }
    }
}
