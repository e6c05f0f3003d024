extension String {
    /// The text split at each line feed byte, empty pieces kept (one more piece than line feeds):
    /// with CRLF line endings each piece keeps its "\r". Swift's `split(separator: "\n")` and
    /// `components(separatedBy: "\n")` do not split "\r\n", which is one Character: on CRLF files
    /// they returned the whole text as one line.
    public var lineFragments: [String] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}
