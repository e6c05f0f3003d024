// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// Found in a large open-source app: a generated catalogue whose fix belongs in the template.
internal enum Asset {
    internal static var accentColor = ColorAsset(name: "AccentColor")
    internal static var iconColor = ColorAsset(name: "IconColor")
}

internal final class ColorAsset {
    internal fileprivate(set) var name: String

    fileprivate init(name: String) {
        self.name = name
    }
}

func accentName() -> String { Asset.accentColor.name }
