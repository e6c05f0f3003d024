import Foundation

let baseURL = "https://api.example.com"
let retryDelays = [1, 2, 4]

func endpoint(_ path: String) -> String { baseURL + path + "?retries=\(retryDelays.count)" }
