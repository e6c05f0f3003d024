import CoreLocation

@MainActor
final class LocationLogger: NSObject, CLLocationManagerDelegate {
    private let label = "location"

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        print(label, error)
    }
}
