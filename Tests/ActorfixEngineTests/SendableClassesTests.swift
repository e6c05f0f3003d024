import ActorfixEngine
import ActorfixIndex
import ActorfixRules
import Testing

@Suite("Rule: sendable-classes")
struct SendableClassesTests {
    let rule = SendableClasses()

    @Test func anErrorClassNothingSubclassesBecomesFinal() {
        // A `var` nothing assigns after init becomes a `let` (vAmiga's `VAError`); one assigned stays,
        // with the compiler's warning only.
        assertRule(rule, "class APIError: Error {\n    var status = 0\n}\n", "final class APIError: Error {\n    let status = 0\n}\n")
        assertRule(rule, "class APIError: Error {\n    var status = 0\n    func retry() { status += 1 }\n}\n",
                   "final class APIError: Error {\n    var status = 0\n    func retry() { status += 1 }\n}\n")
        // After the access modifier and attributes, before `class`.
        assertRule(rule, "@objc public class Failure: NSObject, LocalizedError {}\n", "@objc public final class Failure: NSObject, LocalizedError {}\n")
        // Declared in a function body, also on NSObject; not with another superclass.
        assertRule(rule, "func f() throws {\n    class Bridged: NSObject, Error {}\n    throw Bridged()\n}\n", "func f() throws {\n    final class Bridged: NSObject, Error {}\n    throw Bridged()\n}\n")
        assertLeavesAlone(rule, ["class Base {}\nfunc f() throws {\n    class Failure: Base, Error {}\n    throw Failure()\n}\n"])
        let result = runEngine([rule], [("A.swift", "class APIError: Error {}\n")])
        #expect(result.changes.first?.change.safety == .safe)
        #expect(result.changes.first?.change.reason.contains("non-final class 'APIError' cannot conform to the 'Sendable' protocol") == true)
    }

    @Test func aSubclassInAnotherFileKeepsItNonFinal() {
        let result = runEngine([rule], [("A.swift", "class BaseError: Error {}\n"), ("B.swift", "class NotFound: BaseError {}\n")])
        #expect(finalText(result, 0) == "class BaseError: Error, @unchecked Sendable {}\n")
        #expect(finalText(result, 1) == "class NotFound: BaseError, @unchecked Sendable {}\n")
        #expect(result.changes.allSatisfy { $0.change.safety == .review })
        #expect(result.changes.first?.change.message.contains("NotFound subclasses it") == true)
    }

    @Test func sendableWrittenOnAClassThatCannotBeCheckedBecomesUnchecked() {
        // The written `Sendable` is replaced, not repeated.
        assertRule(rule, "class Counter: Sendable {\n    var count = 0\n    func bump() { count += 1 }\n}\n",
                   "class Counter: @unchecked Sendable {\n    var count = 0\n    func bump() { count += 1 }\n}\n")
    }

    @Test func protocolsRefiningSendableAtAnyDepthCount() {
        assertRule(rule, "protocol Base: Sendable {}\nprotocol Service: Base {}\nclass Client: Service {\n    let url = \"\"\n}\n",
                   "protocol Base: Sendable {}\nprotocol Service: Base {}\nfinal class Client: Service {\n    let url = \"\"\n}\n")
        // A project protocol refining Error is as lenient as Error.
        assertRule(rule, "protocol AppError: Error {}\nclass Failure: AppError {\n    var retries = 0\n    func again() { retries += 1 }\n}\n",
                   "protocol AppError: Error {}\nfinal class Failure: AppError {\n    var retries = 0\n    func again() { retries += 1 }\n}\n")
    }

    @Test func leavesAloneWhatCompilesOrCannotBeTold() {
        let untouched = [
            "final class E: Error {}\n",
            "@MainActor class E: Error {}\n",
            "class E: Error, @unchecked Sendable {}\n",
            "class E {}\nextension E: @unchecked Sendable {}\nextension E: Error {}\n",
            "class Box {}\n@available(*, unavailable)\nextension Box: Sendable {}\n",
            "class Formatter: CustomStringConvertible { var description: String { \"\" } }\n",
            // An unknown first name may be a superclass of another module.
            "class E: SomeLibraryBase, Error {}\n",
            "struct E: Error { var x = 0 }\n",
            "actor A: Error {}\n",
        ]
        assertLeavesAlone(rule, untouched)
    }

    @Test func anUnavailableSendableExtensionIsNotAConformance() {
        // swift-nio states its non-Sendable types so: nothing may take them as Sendable.
        let source = "public final class Handler {}\n@available(*, unavailable)\nextension Handler: Sendable {}\n"
        let result = runEngine([SendableConformances()], [("A.swift", source + "public protocol Hooks {}\nextension Handler: Hooks {}\nactor Store { func add(_ hooks: any Hooks) {} }\n")])
        #expect(result.changes.isEmpty, "\(result.changes.map(\.change.message))")
    }
}
