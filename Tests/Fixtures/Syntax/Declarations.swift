#!/usr/bin/env swift
// Every declaration form the tree models. Must pass `swiftc -parse`.
import Foundation
@testable import struct Swift.Int
@_spi(Private) import Darwin.C

@MainActor @preconcurrency public protocol Screen: AnyObject, Sendable where Self: Equatable {
    associatedtype Body: Screen = Never
    associatedtype Item where Item: Hashable
    var title: String { get }
    var count: Int { get set }
    static var shared: Self { get async throws }
    func render() async throws -> Body
    init?(name: String)
    subscript(index: Int) -> Item { get }
}

open class Base<T: Codable, U>: NSObject, @unchecked Sendable where U: Collection, U.Element == T {
    public private(set) var items: [T] = []
    nonisolated(unsafe) static var cache: [String: Any] = [:]
    lazy var formatter = DateFormatter()
    weak var delegate: AnyObject?
    unowned(safe) let owner: NSObject
    @objc dynamic var flag = false
    private let a = 1, b: Int = 2, c: String
    var computed: Int { items.count * 2 }
    var observed: Int = 0 {
        willSet(newValue) { print(newValue) }
        didSet { print(oldValue) }
    }
    var accessors: Int {
        get { 1 }
        set { print(newValue) }
    }
    var effectful: Int {
        get async throws { 3 }
    }
    required public init(owner: NSObject) {
        self.owner = owner
        self.c = ""
        super.init()
    }
    convenience init?(_ x: Int, with y: inout Int, _ z: @escaping @Sendable (Int) async throws -> Void = { _ in }) {
        return nil
    }
    deinit { print("bye") }
    override open func copy() -> Any { self }
    final class func make<V>(_ v: V) -> V where V: Equatable { v }
    public subscript<K>(key: K, default value: @autoclosure () -> T) -> T where K: Hashable {
        get { value() }
        set { }
    }
    static func == (lhs: Base, rhs: Base) -> Bool { lhs === rhs }
    static prefix func - (x: Base) -> Base { x }
    typealias Pair<X> = (first: X, second: X)
    func variadic(_ xs: Int..., f: (inout Int) -> ()) rethrows {}
    func typedThrows() throws(CancellationError) {}
    func isolatedParam(_ actor: isolated any Actor) async {}
    func sending(_ x: sending Base) -> sending Base { x }
    func some(_ x: some Collection<Int>, _ y: any Error & Sendable) -> (some Equatable)? { nil }
    func tuple() -> (a: Int, b: (Int, Int)) { (a: 1, b: (2, 3)) }
    func metatype(_ t: T.Type, _ p: (any Error).Type) -> [String: [Int?]]? { nil }
}

public actor Counter {
    private var value = 0
    func increment() -> Int { value += 1; return value }
    nonisolated var description: String { "Counter" }
    nonisolated func hash(into hasher: inout Hasher) {}
}
distributed actor Remote {}

indirect enum Tree<Element>: Equatable where Element: Equatable {
    case leaf, empty
    case node(Tree, value: Element, Tree)
    case raw = 1
}

enum Raw: String, CaseIterable { case a = "A", b = "B" }

extension Base: CustomStringConvertible where T: CustomStringConvertible {
    public var description: String { "\(items)" }
    struct Nested<Z> { enum Inner { case x } }
}

extension Array where Element == Int {}
extension Swift.Optional: @retroactive Identifiable where Wrapped: Identifiable {}
@available(iOS 17.0, macOS 14.0, *)
@propertyWrapper struct Clamped<V: Comparable> {
    var wrappedValue: V
    var projectedValue: Self { self }
    init(wrappedValue: V, _ range: ClosedRange<V>) { self.wrappedValue = wrappedValue }
}
prefix operator √
infix operator <~>: AdditionPrecedence
precedencegroup Custom { higherThan: AdditionPrecedence associativity: left }
@freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
func `class`(`default` x: Int) -> Int { x }
struct Generic<each T, let N: Int> {}

struct RealWorldShapes {
    @FocusState<Field?>.Binding var focus: Field?
    #if DEBUG
    @available(*, deprecated, message: "debug only")
    #else
    @available(iOS 17, *)
    #endif
    func run() {
        effect { send in
            await send()
        } catch: { error, send in
            await send()
        }
        switch value {
        case (.some(let x), let y)? where check { $0 > x }:
            print(y)
        default: break
        }
    }
}
infix operator ||| 
func |||<T>(lhs: T, rhs: T) -> T { lhs }
