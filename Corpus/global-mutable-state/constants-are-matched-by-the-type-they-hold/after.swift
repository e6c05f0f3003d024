/// Alamofire's shape: two types each call something `Destination`. The constant holds the
/// request's closure typealias, which is Sendable; the encoder's enum is held by no constant,
/// so it needs no conformance.
public final class DownloadRequest: Sendable {
    public typealias Destination = @Sendable (_ temporaryURL: String) -> String

    public static let defaultDestination: Destination = { url in url + ".download" }

    public let destination: Destination

    public init(destination: @escaping Destination = DownloadRequest.defaultDestination) {
        self.destination = destination
    }
}

public struct FormEncoder {
    public enum Destination {
        case methodDependent, queryString, httpBody
    }

    public let destination: Destination

    public init(destination: Destination = .methodDependent) {
        self.destination = destination
    }
}
