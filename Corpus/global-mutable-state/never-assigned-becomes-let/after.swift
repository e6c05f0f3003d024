import Foundation

let baseURL = "https://api.example.com"
let retryDelays = [1, 2, 4]

func endpoint(_ path: String) -> String { baseURL + path + "?retries=\(retryDelays.count)" }

// A static member of a known type has that type (found in CodeEdit).
enum Layout {
    static let spacing = CGFloat.zero
    static let ratio = Double.pi
}

func area() -> Double { Double(Layout.spacing) * Layout.ratio }
