import Foundation
import LegacyKit

struct Credentials: Sendable {
    let user: String
    let session: Session
}
