import Foundation

var baseURL = "https://api.example.com"
var retryDelays = [1, 2, 4]

func endpoint(_ path: String) -> String { baseURL + path + "?retries=\(retryDelays.count)" }

// A static member of a known type has that type (found in CodeEdit).
enum Layout {
    static var spacing = CGFloat.zero
    static var ratio = Double.pi
}

func area() -> Double { Double(Layout.spacing) * Layout.ratio }
