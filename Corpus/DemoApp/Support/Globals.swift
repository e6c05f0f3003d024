import Foundation

var apiBase = "https://api.example.com"
var launchCount = 0

func appDidLaunch() {
    launchCount += 1
    print("launch \(launchCount) against \(apiBase)")
}
