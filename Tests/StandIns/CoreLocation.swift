// Stand-in for CoreLocation: the delegate protocol is not annotated (the SDK calls it on the
// thread that started the service). Objective-C optional requirements are modelled as
// requirements with default implementations (Linux has no @objc protocols).
@_exported import Foundation

open class CLLocation: NSObject {}
open class CLLocationManager: NSObject {
    public weak var delegate: (any CLLocationManagerDelegate)?
    public override init() {}
    open func startUpdatingLocation() {}
}
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
}
extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
}
