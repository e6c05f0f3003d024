// Stand-in for SwiftUI, shared by every SDK shape: only what the corpus needs, with Apple's
// isolation annotations. Compiled by the corpus tests with `swiftc -emit-module -module-name SwiftUI`.
@_exported import Foundation
@_exported import Combine

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { TupleView() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<A: View, B: View>(first: A) -> EitherView<A, B> { EitherView() }
    public static func buildEither<A: View, B: View>(second: B) -> EitherView<A, B> { EitherView() }
}

public struct TupleView<T>: View { nonisolated public init() {}; public var body: Never { fatalError() } }
public struct EitherView<A, B>: View { nonisolated public init() {}; public var body: Never { fatalError() } }
public struct EmptyView: View { nonisolated public init() {}; public var body: Never { fatalError() } }
extension Never: View { public var body: Never { fatalError() } }
// Menu commands (`Commands` itself is declared per SDK shape).
@resultBuilder public struct CommandsBuilder {
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
}
extension Never: Commands {}
public struct EmptyCommands: Commands { nonisolated public init() {}; public var body: Never { fatalError() } }
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }

public struct Text: View {
    nonisolated public init(_ s: String) {}
    public var body: Never { fatalError() }
}
public struct Circle: View, Shape {
    nonisolated public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path() }
}
public struct Path: Sendable { public init() {} }
public struct VStack<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct Button<Label: View>: View {
    nonisolated public init(_ title: String, action: @escaping () -> Void) where Label == Text {}
    public var body: Never { fatalError() }
}

public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}
extension Shape { public var body: Never { fatalError() } }

public struct GeometryProxy { public var size: CGSize { .zero } }
public protocol VisualEffect: Sendable {}
public struct EmptyVisualEffect: VisualEffect {
    public func scaleEffect(_ s: CGFloat) -> some VisualEffect { self }
    public func offset(x: CGFloat) -> some VisualEffect { self }
    public func blur(radius: CGFloat) -> some VisualEffect { self }
}

extension View {
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { self }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View { self }
    public func padding() -> some View { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable @isolated(any) () async -> Void) -> some View { self }
}

@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue: Value) { self.value = wrappedValue }
    private var value: Value
    public var wrappedValue: Value { get { value } nonmutating set {} }
    public var projectedValue: Binding<Value> { Binding(get: { value }) }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let get: () -> Value
    public init(get: @escaping () -> Value) { self.get = get }
    public var wrappedValue: Value { get { get() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> { Binding<T>(get: { get()[keyPath: keyPath] }) }
}

public struct NavigationStack<Content: View>: View {
    nonisolated public init(@ViewBuilder root: () -> Content) {}
    nonisolated public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ScrollView<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { self }
}
// Preferences: the key is not isolated; `onPreferenceChange` is declared per SDK shape (its
// action is `@Sendable` since the 2024 SDKs).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}
// Not isolated, nor its requirement: SwiftUI calls `update()` before it recomputes a body.
public protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    public mutating func update() {}
}

@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }
    private let thunk: () -> ObjectType
    @MainActor public var wrappedValue: ObjectType { thunk() }
}

@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    private let object: ObjectType
    @MainActor public var wrappedValue: ObjectType { object }
}

@MainActor public struct PasteButton: View {
    public init(payloadType: String.Type, onPasting: @escaping ([String]) -> Void) {}
    public var body: Never { fatalError() }
}
// What a drop delegate is told (`DropDelegate` is in each shape's file).
public struct DropInfo {
    public init() {}
}
