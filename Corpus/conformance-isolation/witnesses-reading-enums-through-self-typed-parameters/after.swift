import SwiftUI

// Found on anytype-swift (DashboardWallpaper.swift): a view's `==` reads `lhs.mode`, a `let` of an
// internal enum without payloads, which is Sendable without saying so: readable anywhere in the
// module (SE-0434), so the witness can be nonisolated. Once `lhs: Self` was read as the view
// itself, `mode` was taken for main-actor state and the conformance only reported.
enum WallpaperMode: Hashable {
    case plain
    case hub
}

private struct BlurredIcon: View, Equatable {
    let mode: WallpaperMode

    var body: some View { EmptyView() }

    static nonisolated func == (lhs: Self, rhs: Self) -> Bool { lhs.mode == rhs.mode }
}
