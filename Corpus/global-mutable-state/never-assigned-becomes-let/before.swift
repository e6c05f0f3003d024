import Foundation

var baseURL = "https://api.example.com"
var retryDelays = [1, 2, 4]

func endpoint(_ path: String) -> String { baseURL + path + "?retries=\(retryDelays.count)" }
