import Foundation

// PythonKit's shape (Python.swift, NumpyConversionTests.swift): a global constant of the run
// whose method is declared `-> PythonObject`; the object is Sendable because it conforms to Error.
public final class PyReference {
    var pointer: Int = 0
    func bump() { pointer += 1 }
}

public struct PythonObject {
    var reference = PyReference()
}

extension PythonObject: Error {}

public struct PythonInterface: Sendable {
    public let builtins = PythonObject()
    public func attemptImport(_ name: String) throws -> PythonObject { PythonObject() }
    public func makeReference() -> PyReference { PyReference() }
}

public let Python = PythonInterface()

private let np = try! Python.attemptImport("numpy")

class NumpyConversionTests {
    static var numpyModule = try? Python.attemptImport("numpy")
    /// The method's declared type is a class that is not Sendable: not a plain `let`.
    static var reference = Python.makeReference()

    func test() {
        _ = NumpyConversionTests.numpyModule
        _ = np
        NumpyConversionTests.reference.bump()
    }
}
