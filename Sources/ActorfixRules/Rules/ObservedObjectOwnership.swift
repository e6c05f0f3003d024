import ActorfixIndex
import ActorfixSyntax

/// Seed 003: a view that creates the object it observes does not own it.
public struct ObservedObjectOwnership: Rule {
    public init() {}
    public let id = "observed-object-ownership"
    public let preparedReads = PreparedReads.none
    public let summary = "Hold objects a view creates in @StateObject, not @ObservedObject"
    public let rationale = """
        `@ObservedObject var store = Store()` creates a new Store every time SwiftUI recreates the view \
        value, which happens on any re-render of its parent; the state in it is lost. \
        `@StateObject` creates the object once for the view's lifetime. actorfix rewrites the wrapper only \
        when the default value is an initializer call of the observed type (`Store()`, `Store(x: 1)`, \
        `.init()`); injected objects, `Store.shared` and other expressions are left alone. A \
        `@StateObject var x: T` without a default value (initialized from outside) is reported. This changes \
        behaviour on purpose — it is the fix — so the change is marked for review.
        """
    public let proposals = ["SE-0258"]
    public let safety = Safety.review
    public let example = RuleExample(
        before: "struct Screen: View {\n    @ObservedObject var store = Store()\n}\n",
        after: "struct Screen: View {\n    @StateObject var store = Store()\n}\n")

    public func check(_ file: FileContext) -> [Change] {
        var changes: [Change] = []
        for decl in file.tree.nodes(ofKinds: .variableDecl) {
            guard decl.enclosingType != nil, let binding = decl.bindings.first, let name = binding.name else { continue }
            if let attribute = decl.attributes.first(where: { $0.name == "ObservedObject" || $0.name == "SwiftUI.ObservedObject" }),
               let value = binding.initializerExpression, createsObject(value, declaredType: binding.typeAnnotationType?.typeBaseName) {
                // `OrderView(order: order)` somewhere: the parent owns the object; the default is a fallback.
                if let typeDecl = decl.enclosingType, let caller = callSitePassing(name, to: typeDecl, file: file) {
                    changes.append(change(file, [], message: "'\(name)' is passed in by \(caller), so the parent owns it; its default value is only a fallback (review)",
                                          reason: "`@ObservedObject var \(name) = \(value.text)` is also initialized by callers (\(caller)): @StateObject would keep the first object and ignore every later one they pass. If some callers rely on the default, give them a @StateObject of their own and pass it in.",
                                          at: attribute.byteRange.lowerBound))
                    continue
                }
                let nameToken = Int32(attribute.firstToken + 1)
                changes.append(change(file, [EditBuilders.replaceToken(nameToken, in: file.tree, with: "StateObject")],
                                      message: "hold '\(name)' in @StateObject: the view creates it",
                                      reason: "`@ObservedObject var \(name) = \(value.text)` creates a new object whenever SwiftUI recreates this view value (on any re-render of its parent), losing its state. @StateObject creates it once per view identity.",
                                      at: attribute.byteRange.lowerBound))
            } else if let attribute = decl.attributes.first(where: { $0.name == "StateObject" }), binding.initializerExpression == nil {
                changes.append(change(file, [], message: "@StateObject var \(name) has no default value (review)",
                                      reason: "A @StateObject initialized from outside (`_\(name) = StateObject(wrappedValue: …)` in init) is created only the first time; later values passed in are ignored. If the object is owned elsewhere, use @ObservedObject; if this view owns it, give it a default value.",
                                      at: attribute.byteRange.lowerBound))
            }
        }
        return changes
    }

    /// The first call of the view's memberwise initializer that passes `name:` (`OrderView(order: o)`),
    /// as `File.swift:12`.
    private func callSitePassing(_ name: String, to typeDecl: SyntaxNode, file: FileContext) -> String? {
        guard let typeName = typeDecl.name else { return nil }
        for use in referencesToViewsWithObservedObjects(file)[typeName] ?? [] {
            let unit = file.index.units[use.file]
            let node = unit.tree.node(use.node)
            var call = node.parent
            if call?.kind == .memberAccess, call?.name == "init" { call = call?.parent } // OrderView.init(order:)
            guard let call, call.kind == .callExpr, call.firstChild?.byteRange.lowerBound == node.byteRange.lowerBound,
                  call.firstChild(.argumentList)?.children(.argument).contains(where: { $0.name == name }) == true else { continue }
            return "\(unit.tree.fileName):\(unit.tree.location(ofToken: use.token).line)"
        }
        return nil
    }

    /// References to the types that declare an `@ObservedObject` property, found in one scan a
    /// round for all of them: a scan per type made thousands of such views cost the square of
    /// their number.
    private func referencesToViewsWithObservedObjects(_ file: FileContext) -> [String: [Reference]] {
        let index = file.index
        return index.memo("observed-object-ownership references") {
            var names = Set<String>()
            for unit in index.units where unit.tree.bytesContain("ObservedObject") {
                for decl in unit.tree.nodes(ofKinds: .variableDecl)
                where decl.attributes.contains(where: { $0.name == "ObservedObject" || $0.name == "SwiftUI.ObservedObject" }) {
                    if let name = decl.enclosingType?.name { names.insert(name) }
                }
            }
            return names.isEmpty ? [:] : index.scanReferences(toAny: names)
        }
    }

    /// `Store()`, `Store(x: 1)`, `.init()`, `Store.init()` — and, when the type is declared,
    /// only that type.
    private func createsObject(_ value: SyntaxNode, declaredType: String?) -> Bool {
        guard value.kind == .callExpr, let callee = value.firstChild else { return false }
        switch callee.kind {
        case .declReference:
            guard let name = callee.name, name.startsUppercase else { return false }
            return declaredType.map { $0 == name || $0.hasSuffix("." + name) } ?? true
        case .implicitMember:
            return callee.name == "init" && declaredType != nil
        case .memberAccess:
            guard callee.name == "init", let base = callee.firstChild?.name else { return false }
            return declaredType.map { $0 == base } ?? true
        default:
            return false
        }
    }
}
