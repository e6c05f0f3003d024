import SwiftUI

@MainActor final class BlobStyle {
    let cornerRadius: CGFloat
    var title = "Blob"

    init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }
}
