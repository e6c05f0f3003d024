// Found building GraphQL-style parsers (helper 50a, repro 06): a constant of a parenthesized
// function type got nonisolated(unsafe) where the same type without parentheses gets @Sendable;
// `@Sendable ((Int) throws -> Int)` does not compile ("attribute does not apply to type"), so
// the attribute goes inside the parentheses, as for an optional function type.
let parseA: @Sendable (Int) throws -> Int = { value in value }
let parseB: (@Sendable (Int) throws -> Int) = { value in value }
let fallback: (@Sendable (Int) -> Int)? = { value in value + 1 }

func parse(_ v: Int, with f: ((Int) throws -> Int)? = nil) throws -> Int {
    try (f ?? parseB)(v) + parseA(v) + (fallback?(v) ?? 0)
}
