import SwiftUI

// SwiftUI may call path(in:) on a background thread: it is nonisolated.
struct BlobShape: Shape {
    let style: BlobStyle

    func path(in rect: CGRect) -> Path {
        print(style.cornerRadius)
        return Path()
    }
}
