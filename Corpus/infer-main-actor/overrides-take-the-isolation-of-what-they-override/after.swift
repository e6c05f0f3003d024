import UIKit

// Found on mastodon-ios (ViewControllerAnimatedTransitioning and its subclasses, whose base class
// witnesses the @MainActor UIViewControllerAnimatedTransitioning in an extension): an override
// without isolation of its own is isolated like the member it overrides. It was taken for
// nonisolated, so what it calls could not become main-actor.
class BaseTransitioning {
    var duration = 0.3

    @MainActor func animateTransition(using transitionContext: Int) {}
}

final class SearchTransitioning: BaseTransitioning {
    @MainActor func pushTransition() -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator()
        animator.startAnimation()
        return animator
    }

    override func animateTransition(using transitionContext: Int) {
        super.animateTransition(using: transitionContext)
        _ = pushTransition()
    }
}
