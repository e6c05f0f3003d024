// Stand-in for Combine: ObservableObject and @Published (not isolated, as in Apple's SDK).
public protocol ObservableObject: AnyObject {}
@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
}
