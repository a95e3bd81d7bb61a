import Foundation
import OpenUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    public static var image: Snapshotting { image() }

    /// The view drawn as it shows: at `size` (its own when nil), with `traits`, at the traits'
    /// scale (the main screen's when they set none).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: SnapshotHost.setScale(traits)
        )
        .pullback { view in
            MainActor.assumeIsolated {
                let data = SnapshotHost.render(view, size: size, traits: traits) ?? Data()
                return UIImage(data: data, scale: SnapshotHost.scale(traits)) ?? UIImage()
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view and everything in it, one line a view, indented by depth: its class, frame, and
    /// what it shows (a label's text, a button's title, hidden, alpha). UIKit's private
    /// `recursiveDescription` gives more, with addresses that change every run; this gives what
    /// stays the same.
    public static var recursiveDescription: Snapshotting {
        recursiveDescription()
    }

    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                view.layoutIfNeeded()
                return ViewDescription.lines(of: view).joined(separator: "\n")
            }
        }
    }
}
