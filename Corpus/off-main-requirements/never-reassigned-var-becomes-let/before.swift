import SwiftUI

@MainActor final class BlobStyle {
    var cornerRadius: CGFloat
    var title = "Blob"

    init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }
}
