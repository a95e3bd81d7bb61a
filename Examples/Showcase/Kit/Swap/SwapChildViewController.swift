import OpenUIKit

/// A child of the swap screen's container view; it says when it has appeared, so the parent can
/// report the swap once it is over.
open class SwapChildViewController: UIViewController {
    public var onAppear: (() -> Void)?

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The Photos child: a grid of coloured tiles.
public final class SwapPhotosViewController: SwapChildViewController {}

/// The Albums child: a few album cards.
public final class SwapAlbumsViewController: SwapChildViewController {}
