import Testing

// App code: main-actor by default isolation. A namespace of constants, several read off the main
// actor, becomes nonisolated as a whole (as pine's people wrote it), not constant by constant.
nonisolated enum MenuIcons {
    static let openFolder = "folder"
    static let save = "square.and.arrow.down"
    // Read only in test bodies, on the main actor; nonisolated with its namespace.
    static let close = "xmark"
}

struct MenuIconTests {
    private static nonisolated let searchKeys = ["search.placeholder", "search.noResults"]
    private static let supportedLanguages = ["en", "de"]

    // The @Test macro evaluates its arguments in a @Sendable async closure, off the main actor.
    @Test(arguments: [
        (MenuIcons.openFolder, "Open Folder"),
        (MenuIcons.save, "Save"),
    ])
    func menuIconIsNamed(_ symbol: String, _ menuItem: String) {
        #expect(!symbol.isEmpty, "\(menuItem)")
    }

    @Test(arguments: searchKeys)
    func keyIsTranslated(key: String) {
        for language in Self.supportedLanguages {
            #expect(!key.isEmpty, "\(language)")
        }
        #expect(!MenuIcons.close.isEmpty)
    }

    // An array of tuples of literals is Sendable, as a string is (swift-nio's test arguments).
    static nonisolated let sizes = [
        (count: 100, chunk: 4),
        (count: 7, chunk: 1),
    ]

    @Test(arguments: Self.sizes)
    func chunking(count: Int, chunk: Int) {
        #expect(count >= chunk)
    }
}
