import ActorfixIndex
import ActorfixSyntax

/// Seed 002: state that SwiftUI updates only after an animation ends. Report only, never an edit.
public struct StateLagAdvisories: Rule {
    public init() {}
    public let id = "state-lag-advisories"
    public let preparedReads = PreparedReads.none
    public let summary = "Warn about state SwiftUI resets only after an animation (sheet in a NavigationStack, system Back button)"
    public let rationale = """
        SwiftUI updates some state only when an animation ends, not when the user acts. A sheet dismissed by \
        a swipe resets its `isPresented` binding after the dismiss animation; swiping back in the enclosing \
        NavigationStack during that window can lock the app up. The system Back button of \
        `NavigationStack(path:)` changes `path` only after the pop animation; going back again while a scroll \
        view is still moving has crashed apps on iOS 16. The workaround is to update state first: block the \
        back-swipe gesture while the sheet shows, and replace the system Back button with one that changes \
        `path` itself. These are advisories: actorfix never edits for them; `--disable state-lag-advisories` \
        turns them off.
        """
    public let proposals: [String] = []
    public let safety = Safety.review
    public let example = RuleExample(
        before: "NavigationStack {\n    Button(\"Show\") { show = true }\n        .sheet(isPresented: $show) { Detail() }\n}\n",
        after: "NavigationStack {\n    Button(\"Show\") { show = true }\n        .sheet(isPresented: $show) { Detail() }\n}\n// advisory: block the back-swipe while the sheet shows\n")

    public func check(_ file: FileContext) -> [Change] {
        // Only calls named `sheet` or `NavigationStack` concern it: a file spelling neither is
        // not read call by call.
        guard file.tree.bytesContain("sheet") || file.tree.bytesContain("NavigationStack") else { return [] }
        var changes: [Change] = []
        for call in file.tree.nodes(ofKinds: .callExpr) {
            guard let callee = call.firstChild else { continue }
            if callee.kind == .memberAccess, callee.name == "sheet",
               call.firstChild(.argumentList)?.children(.argument).contains(where: { $0.name == "isPresented" }) == true,
               let stack = enclosingNavigation(call), !stack.text.containsText("highPriorityGesture") {
                changes.append(change(file, [], message: "a swipe-dismissed sheet inside \(stack.firstChild?.name ?? "NavigationStack") resets isPresented only after its animation (review)",
                                      reason: "SwiftUI sets the sheet's isPresented binding back to false only when the dismiss animation ends. If the user swipes back in the enclosing navigation stack during that time, the app can lock up (seen on iOS 16 and 17). Update state first: while the sheet shows, cover the stack with a nearly transparent view that takes a `.highPriorityGesture(DragGesture(minimumDistance: 0))`, so the back-swipe is only possible once the state is reset.",
                                      at: callee.byteRange.lowerBound))
            }
            if callee.kind == .declReference, callee.name == "NavigationStack",
               call.firstChild(.argumentList)?.children(.argument).contains(where: { $0.name == "path" }) == true,
               !modifierChain(of: call).text.containsText("navigationBarBackButtonHidden") {
                changes.append(change(file, [], message: "NavigationStack(path:) changes path only after the system Back button's animation (review)",
                                      reason: "With the system Back button, SwiftUI removes the last element of `path` only after the pop animation. Going back while a scroll view is still moving, then back again, has crashed apps on iOS 16. Update state first: hide the system button with `.navigationBarBackButtonHidden(true)` and add a toolbar button that calls `path.removeLast()` itself (keep the back-swipe by extending UINavigationController's gesture delegate).",
                                      at: callee.byteRange.lowerBound))
            }
        }
        return changes
    }

    /// The whole expression `call.modifier(…).modifier(…)` that starts with `call`.
    private func modifierChain(of call: SyntaxNode) -> SyntaxNode {
        var chain = call
        while let parent = chain.parent, (parent.kind == .memberAccess || parent.kind == .callExpr), parent.firstChild == chain {
            chain = parent
        }
        return chain
    }

    /// The `NavigationStack { … }` / `NavigationView { … }` call whose closure holds `node`.
    private func enclosingNavigation(_ node: SyntaxNode) -> SyntaxNode? {
        var current = node.parent
        while let n = current {
            if n.kind == .callExpr, let callee = n.firstChild, callee.kind == .declReference,
               callee.name == "NavigationStack" || callee.name == "NavigationView" {
                return n
            }
            current = n.parent
        }
        return nil
    }
}
