import ActorfixSyntax

extension IsolationGraph {
    /// The first synchronous use of main-actor code in a member of the run's extension of another
    /// module's type (`extension String { func slug() … }`): such members are not nodes of the
    /// graph, so their bodies are scanned when asked, and their uses judged as a member's are.
    public func mainActorUse(inExternalMember location: DeclLocation) -> DeclarationUse? {
        var twins: [DeclLocation: [DeclLocation]]?
        let scanner = DeclarationUseScanner(index: index, location: location, enclosingType: nil, generation: targetSettings(ofFile: location.file).sdk)
        return scanner.scan(branchTwins: &twins).first { $0.context == .own && !$0.isAwaited && isMainActor($0.target) }
    }
}
