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

@Suite("Type names in a type's text")
struct TypeNamesInTextTests {
    @Test("ASCII texts are split by byte into the names the character loop finds")
    func asciiMatchesCharacters() {
        let texts = ["[String: Foo.Bar]", "Result<Item, any Error>?", "(Self) -> Void", "some View", "Dictionary<K, [V_2]>",
                     "Self.Element", ".Foo", "a.B", "Box<T>.Inner", "", "___", "Int32!", "@escaping @Sendable (Model) async throws -> Data"]
        for text in texts {
            #expect(FileContext.typeNames(in: text) == FileContext.typeNamesByCharacter(in: text), "\(text)")
        }
        #expect(FileContext.typeNames(in: "[String: Foo.Bar]") == ["String", "Foo.Bar"])
        #expect(FileContext.typeNames(in: "(Self) -> Void") == ["Void"])
        #expect(FileContext.typeNames(in: "Self.Element") == ["Self.Element"])
    }

    @Test("a text with other characters goes character by character")
    func nonASCII() {
        #expect(FileContext.typeNames(in: "Café<Ünïcode, Int>") == ["Café", "Ünïcode", "Int"])
        #expect(FileContext.typeNames(in: "[Ärger]") == FileContext.typeNamesByCharacter(in: "[Ärger]"))
    }
}

@Suite("Inherited names")
struct InheritedNameTests {
    @Test("plain names come back as written; the others are cleaned as before")
    func names() {
        #expect(FileContext.inheritedName("Equatable") == "Equatable")
        #expect(FileContext.inheritedName("Foo.Bar_2") == "Foo.Bar_2")
        #expect(FileContext.inheritedName("Swift.Sendable") == "Sendable")
        #expect(FileContext.inheritedName("Foundation.NSCopying") == "NSCopying")
        #expect(FileContext.inheritedName("@unchecked Sendable") == "Sendable")
        #expect(FileContext.inheritedName(" any Collection<Int> ") == "Collection")
        #expect(FileContext.inheritedName("Box<T>?") == "Box")
        #expect(ASCIINames.isPlainDottedName("Foo.Bar") && !ASCIINames.isPlainDottedName("") && !ASCIINames.isPlainDottedName("Café"))
    }
}

@Suite("Names in a key path")
struct KeyPathNamesTests {
    @Test("ASCII key paths are split by byte into the names the character loop finds")
    func asciiMatchesCharacters() {
        for text in [#"\Model.items[0].title"#, #"\.count"#, "", "__x.y_2", #"\Store.state?.user!.name"#, #"\Self.a"#] {
            #expect(FileContext.typeNamesAndMembers(in: text) == FileContext.typeNamesAndMembersByCharacter(in: text), "\(text)")
        }
        #expect(FileContext.typeNamesAndMembers(in: #"\Model.items[0].title"#) == ["Model", "items", "0", "title"])
        #expect(FileContext.typeNamesAndMembers(in: #"\Café.crème"#) == ["Café", "crème"])
    }
}
