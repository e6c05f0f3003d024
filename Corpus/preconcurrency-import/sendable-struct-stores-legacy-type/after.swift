import Foundation
@preconcurrency import LegacyKit

struct Credentials: Sendable {
    let user: String
    let session: Session
}
