import CoreLocation

@MainActor
final class LocationPermissions: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private(set) var isAllowed = false

    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        Task { @MainActor in
            refresh()
        }
    }

    func refresh() {
        isAllowed = true
    }
}
