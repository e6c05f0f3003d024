import CoreLocation

@MainActor
final class LocationPermissions: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private(set) var isAllowed = false

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        refresh()
    }

    func refresh() {
        isAllowed = true
    }
}
