import Testing
@testable import ActorfixSyntax

@Suite("Dotted names")
struct DottedNameTests {
    @Test("the last component, as split(separator:) gives it")
    func lastComponent() {
        #expect("Swift.Sendable".lastDottedComponent == "Sendable")
        #expect("A.B.C".lastDottedComponent == "C")
        #expect("Plain".lastDottedComponent == "Plain")
        #expect("A.".lastDottedComponent == "A")
        #expect("A..B".lastDottedComponent == "B")
        #expect(".member".lastDottedComponent == "member")
        #expect("".lastDottedComponent == "")
        #expect("...".lastDottedComponent == "...")
        #expect("Å.Ünïcödé".lastDottedComponent == "Ünïcödé")
        #expect("Outer.Inner"[...].lastDottedComponent == "Inner")
    }

    @Test("agrees with split(separator:) on random names")
    func agreesWithSplit() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "B", ".", ".", "é", "_", "1", "<", ">"]
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...8, using: &generator)
            let name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let expected = name.split(separator: ".").last.map(String.init) ?? name
            #expect(name.lastDottedComponent == expected, "\(name)")
        }
    }
}
