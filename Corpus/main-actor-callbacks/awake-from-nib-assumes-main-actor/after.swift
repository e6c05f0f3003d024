import UIKit

final class TimelineCell: UIView {
    private var indicatorAlpha = 1.0

    override func awakeFromNib() {
        MainActor.assumeIsolated {
            super.awakeFromNib()
            indicatorAlpha = 0
            configureStackView()
        }
    }

    private func configureStackView() {}
}

// Only the SDK's own method: nothing main-actor, nothing to do.
final class PlainCell: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
    }
}
