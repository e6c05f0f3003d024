// Stencil 0.15.1 (measured package): public constants of public value types. Public types are
// never implicitly Sendable, so each type conforms, with the public enum it stores; a tuple
// typealias of Sendable elements is Sendable. Before, each constant was opted out with
// nonisolated(unsafe) on public API.
public struct TrimBehaviour: Equatable {
  var leading: Trim
  var trailing: Trim

  public enum Trim {
    case nothing
    case whitespace
  }

  public init(leading: Trim, trailing: Trim) {
    self.leading = leading
    self.trailing = trailing
  }

  /// public API constants
  public static let nothing = TrimBehaviour(leading: .nothing, trailing: .nothing)
  public static let smart = TrimBehaviour(leading: .whitespace, trailing: .nothing)
}

public typealias ContentLocation = (content: String, lineNumber: UInt, lineOffset: Int)

public struct SourceMap: Equatable {
  public let filename: String?
  public let location: ContentLocation

  init(filename: String? = nil, location: ContentLocation = ("", 0, 0)) {
    self.filename = filename
    self.location = location
  }

  public static func == (lhs: SourceMap, rhs: SourceMap) -> Bool {
    lhs.filename == rhs.filename && lhs.location == rhs.location
  }

  static let unknown = SourceMap()
}

struct Lexer {
  private static let behaviourMap: [Character: TrimBehaviour.Trim] = [
    "-": .whitespace
  ]

  func trim(_ c: Character) -> TrimBehaviour.Trim { Self.behaviourMap[c] ?? .nothing }
}

public func defaultMap() -> SourceMap { .unknown }
