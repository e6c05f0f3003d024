import ActorfixIndex
import ActorfixSyntax

/// Overrides of SDK methods that are nonisolated although the SDK calls them on the main thread:
/// `awakeFromNib()` (declared on `NSObject`, called by nib loading). In a main-actor view or
/// controller the override inherits the nonisolated isolation, so its uses of main-actor state are
/// errors in Swift 6; its body goes into `MainActor.assumeIsolated { }`, which is what people
/// wrote (all eight `awakeFromNib` overrides of NetNewsWire's Swift 6 migration, Xcode 26 SDK).
extension MainActorCallbacks {
    /// Method name → the first SDK generation where its override is known to be nonisolated.
    static let nonisolatedSDKOverrides: [String: SDKGeneration] = ["awakeFromNib": .xcode26]

    func nonisolatedOverride(_ function: SyntaxNode, file: FileContext) -> Change? {
        guard function.kind == .funcDecl, let name = function.name, let since = MainActorCallbacks.nonisolatedSDKOverrides[name],
              file.target.sdk >= since, function.hasModifier("override"), function.parameterNodes.isEmpty, !function.isNonisolated,
              !function.attributeNames.contains(where: { file.index.globalActors.contains($0) }),
              let typeDecl = function.enclosingType, typeDecl.kind == .classDecl || typeDecl.kind == .extensionDecl,
              let info = file.typeInfo(of: typeDecl), info.kind == .class,
              file.index.isolation(ofType: info, settings: file.target).isolation.isMainActor,
              let body = function.firstChild(.codeBlock), !body.text.containsText("MainActor.assumeIsolated"),
              // `super.awakeFromNib()` is the nonisolated SDK method itself: not a reason to hop.
              let use = mainActorUse(in: Witness(node: function, unit: file.unitIndex), info: info, file: file, skippingSuper: true),
              let wrap = HopEdits.wrap(body, opening: "MainActor.assumeIsolated {", style: file.style) else { return nil }
        return change(file, [wrap],
                      message: "run '\(name)()' with MainActor.assumeIsolated: the SDK declares it nonisolated but calls it on the main thread",
                      reason: "Swift 6: '\(name)()' overrides a method the SDK declares on NSObject without isolation, so the override is nonisolated and its use of \(use) is \"… in a synchronous nonisolated context\". Nib loading calls it on the main thread: MainActor.assumeIsolated states that, checks it at run time (SE-0423) and runs the body right there, as before.",
                      at: function.byteRange.lowerBound)
    }
}
