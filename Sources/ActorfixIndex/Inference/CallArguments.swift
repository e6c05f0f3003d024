import ActorfixSyntax

/// A parameter as a call's arguments bind to it: without types, its label and whether a call
/// may leave it out or hand it a trailing closure.
public struct CallParameter: Hashable, Sendable, Codable {
    public let label: String
    public let hasDefault: Bool
    /// `_ values: Int...`: takes any number of arguments, none too.
    public let isVariadic: Bool
    /// Its written type may be a function type: a trailing closure may be its argument.
    public let takesClosure: Bool

    public init(label: String, hasDefault: Bool = false, isVariadic: Bool = false, takesClosure: Bool = true) {
        self.label = label
        self.hasDefault = hasDefault
        self.isVariadic = isVariadic
        self.takesClosure = takesClosure
    }

    /// A call may pass nothing for it.
    public var mayBeLeftOut: Bool { hasDefault || isVariadic }

    /// The parameters of a function, initializer or subscript declaration. `nominal` tells the
    /// names of types (structs, classes, enums, protocols), which no closure is.
    public static func of(_ function: SyntaxNode, nominal: (String) -> Bool = { _ in false }) -> [CallParameter] {
        let generic = function.firstChild(.genericParameterClause)?.children(.genericParameter).compactMap(\.name) ?? []
        return function.parameterNodes.map { parameter in
            CallParameter(label: parameter.parameterLabelAndName?.label ?? "_",
                          hasDefault: parameter.hasChild(.initializerClause),
                          isVariadic: parameter.directTokens.contains { parameter.tree.tokenText($0, equals: "...") },
                          takesClosure: parameter.parameterType.map { mayBeFunctionType($0) { generic.contains($0) || nominal($0) } } ?? true)
        }
    }

    /// Whether a written type may be a function type: it has an arrow or a function-type
    /// attribute, or it is a bare name that may be a typealias of one (PromiseKit's `@escaping
    /// Completion`, `Completion?`). `[T]`, `Box<T>`, `(Int, Int)`, `some P` are not, nor a name
    /// `isNotFunction` tells: TCA's `receive(_:timeout nanoseconds: UInt64, …)` is no call for
    /// `store.receive(\.response) { … }`, nor `receive(_:_ value: Value)` of a generic `Value`.
    static func mayBeFunctionType(_ type: SyntaxNode, isNotFunction: (String) -> Bool) -> Bool {
        // Read from the bytes, without the type's text or an array of its children: every
        // parameter of every function called by name is asked once a round.
        let tree = type.tree
        var child = type.firstChild
        while let attribute = child {
            if attribute.kind == .attribute, let token = attribute.mainToken,
               functionTypeAttributes.contains(where: { name in name.withUTF8Buffer { tree.identifierBytes(token, equal: $0) } }) { return true }
            child = attribute.nextSibling
        }
        let range = type.byteRange
        if tree.bytes(in: range, contain: "->") { return true }
        return tree.bytes.withUnsafeBufferPointer { bytes -> Bool in
            var lower = range.lowerBound, upper = range.upperBound
            while upper > lower {
                if bytes[lower] == UInt8(ascii: "("), bytes[upper - 1] == UInt8(ascii: ")") {
                    lower += 1; upper -= 1
                } else if bytes[upper - 1] == UInt8(ascii: "?") || bytes[upper - 1] == UInt8(ascii: "!") {
                    upper -= 1
                } else {
                    break
                }
            }
            guard upper > lower else { return false }
            for i in lower..<upper {
                let byte = bytes[i]
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "_"), UInt8(ascii: "."):
                    continue
                case 0x80...:
                    // A letter or digit beyond ASCII (rare): told by its characters.
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
                    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
                    return !isNotFunction(name)
                default:
                    return false
                }
            }
            let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
            // Most parameters have one of these: told without looking the name up.
            if plainValueTypes.contains(written) { return false }
            return !isNotFunction(written)
        }
    }

    /// Attributes only a function type takes.
    static let functionTypeAttributes: [StaticString] = ["escaping", "Sendable", "convention", "MainActor"]

    /// The standard library's and Foundation's value types parameters most often have.
    static let plainValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Character", "Substring", "Data", "URL", "Date", "UUID", "TimeInterval", "CGFloat", "Void",
    ]
}

extension ProjectIndex {
    /// A declaration's parameters, with the names of the run's types and of the SDK knowledge's
    /// (`UInt64`, `URL`) taken for what they are: no function type.
    public func callParameters(of function: SyntaxNode) -> [CallParameter] {
        CallParameter.of(function) { self.lookupType($0) != nil || self.sdk.type($0, in: .xcode26) != nil }
    }

    /// `callParameters(of:)` of the declaration at `location`, read once a round: every call of a
    /// name asks about each of its candidates.
    public func callParameters(at location: DeclLocation) -> [CallParameter] {
        overloadParameters.value(location) { callParameters(of: node(location)) }
    }
}

/// A call's arguments as written: the labels of those in parentheses (`_` for none) and of its
/// trailing closures (nil for the first, unlabelled one).
public struct CallArguments: Sendable, Equatable {
    public let labels: [String]
    public let trailingClosures: [String?]

    /// The arguments of a call (or macro expansion) node.
    public init(of call: SyntaxNode) {
        // One pass over the call's children, without arrays of nodes: every call of a function
        // of the run is read this way, some several times a round.
        var labels: [String] = [], trailingClosures: [String?] = []
        var seenArgumentList = false
        var child = call.firstChild
        while let node = child {
            switch node.kind {
            case .argumentList where !seenArgumentList:
                seenArgumentList = true
                var argument = node.firstChild
                while let current = argument {
                    if current.kind == .argument { labels.append(current.name ?? "_") }
                    argument = current.nextSibling
                }
            case .trailingClosure:
                trailingClosures.append(node.name)
            default:
                break
            }
            child = node.nextSibling
        }
        self.labels = labels
        self.trailingClosures = trailingClosures
    }

    /// The parameter each argument in parentheses binds to, or nil when the call cannot be a call
    /// of a function with these parameters. In order, each argument takes the next parameter of
    /// its label (a variadic one also the unlabelled arguments after it); the trailing closures
    /// take parameters after those; and every parameter left without an argument must have a
    /// default value or be variadic: `DispatchQueue.main.async { }` is no call of PromiseKit's
    /// `async(_: PMKNamespacer, …, execute:)`, whose unlabelled first parameter it does not pass.
    public func bind(to parameters: [CallParameter]) -> [Int]? {
        var bound: [Int] = []
        bound.reserveCapacity(labels.count)
        var next = 0
        for label in labels {
            // The first parameter after a variadic one has a label (SE-0284): an unlabelled
            // argument after it is one more of its values.
            if label == "_", let last = bound.last, parameters[last].isVariadic {
                bound.append(last)
                continue
            }
            guard let found = parameters[next...].firstIndex(where: { $0.label == label }),
                  parameters[next..<found].allSatisfy(\.mayBeLeftOut) else { return nil }
            bound.append(found)
            next = found + 1
        }
        return trailingClosuresFit(parameters[next...]) ? bound : nil
    }

    /// Whether the trailing closures can take the parameters left after those in parentheses:
    /// each labelled closure the next one of its label, the unlabelled closure one before those
    /// (the first that needs an argument, SE-0286's forward scan), and nothing that needs an
    /// argument left without one.
    private func trailingClosuresFit(_ rest: ArraySlice<CallParameter>) -> Bool {
        let unlabelled = trailingClosures.first.map { $0 == nil } ?? false
        var labelledAt: [Int] = []
        var next = rest.startIndex
        for label in trailingClosures.dropFirst(unlabelled ? 1 : 0) {
            guard let label, let found = rest[next...].firstIndex(where: { $0.label == label }) else { return false }
            labelledAt.append(found)
            next = found + 1
        }
        // The unlabelled closure comes first: it can only take a parameter before the labelled ones.
        let end = labelledAt.first ?? rest.endIndex
        var needing: Int?
        for i in rest.indices where !rest[i].mayBeLeftOut && !labelledAt.contains(i) {
            guard unlabelled, i < end, needing == nil else { return false }
            needing = i
        }
        guard unlabelled else { return true }
        if let needing { return rest[needing].takesClosure }
        // Nothing needs it: some parameter must still take it (`f { }` is no call of `f()`).
        return rest[rest.startIndex..<end].contains(where: \.takesClosure)
    }
}
