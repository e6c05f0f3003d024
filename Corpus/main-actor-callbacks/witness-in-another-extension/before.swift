import CoreLocation

@MainActor
final class NearbyStores: NSObject, CLLocationManagerDelegate {
    private(set) var lastError: String?

    func show(_ message: String) {
        lastError = message
    }
}

// MARK: - CLLocationManagerDelegate

extension NearbyStores {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        show("authorization changed")
    }
}
