import LegacyKit

final class SessionStore {
    var session = Session()

    func reset() {
        session = Session()
    }
}
