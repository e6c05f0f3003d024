import Testing
@testable import ActorfixRules

@Suite("Compositions with Sendable")
struct SendableCompositionTests {
    @Test("a composition naming Sendable is Sendable as written")
    func compositions() {
        #expect(FileContext.isCompositionWithSendable("any WritableKeyPath<Self, Bool> & Sendable"))
        #expect(FileContext.isCompositionWithSendable("any Resolver & Sendable"))
        #expect(FileContext.isCompositionWithSendable("(any Resolver & Swift.Sendable)?"))
        #expect(FileContext.isCompositionWithSendable("Sendable & AnyObject"))
        #expect(FileContext.isCompositionWithSendable("any Resolver & @unchecked Sendable") == true)
    }

    @Test("other types that contain '&' and 'Sendable' are not")
    func notCompositions() {
        #expect(!FileContext.isCompositionWithSendable("any Resolver & NonSendable"))
        #expect(!FileContext.isCompositionWithSendable("(any P & Sendable) -> Void"))
        #expect(!FileContext.isCompositionWithSendable("[Key: any P & Sendable]"))
        #expect(!FileContext.isCompositionWithSendable("Box<any P & Sendable>"))
        #expect(!FileContext.isCompositionWithSendable("any Resolver"))
        #expect(!FileContext.isCompositionWithSendable("Sendable"))
    }
}
