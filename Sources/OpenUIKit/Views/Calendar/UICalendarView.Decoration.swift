import Foundation

extension UICalendarView {
    /// What a calendar view draws under a day's number (iOS 16): a dot, an image, or a view the
    /// app makes. UIKit's factory methods return `Self`; these return `Decoration`, as Swift makes
    /// `Self` only through a required initializer UIKit does not have.
    @preconcurrency @MainActor
    open class Decoration: NSObject {
        enum Kind {
            case dot
            case image(UIImage?)
            case customView(() -> UIView)
        }

        let kind: Kind
        let color: UIColor?
        let size: DecorationSize

        /// A grey dot of the standard size.
        public override init() {
            kind = .dot
            color = nil
            size = .medium
            super.init()
        }

        init(kind: Kind, color: UIColor?, size: DecorationSize) {
            self.kind = kind
            self.color = color
            self.size = size
            super.init()
        }

        /// A dot, in `color` (grey when nil).
        open class func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .dot, color: color, size: size)
        }

        /// An image, drawn in `color` (grey when nil) unless it keeps its own colours.
        open class func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .image(image), color: color, size: size)
        }

        /// A view the provider makes, at its intrinsic size, under the day's number.
        open class func customView(_ viewProvider: @escaping () -> UIView) -> Decoration {
            Decoration(kind: .customView(viewProvider), color: nil, size: .medium)
        }

        /// The dot's diameter or the image's side for `size`.
        static func side(for size: DecorationSize) -> CGFloat {
            switch size {
            case .small: 4
            case .medium: 6
            case .large: 9
            }
        }

        /// The image's side for `size`.
        static func imageSide(for size: DecorationSize) -> CGFloat {
            switch size {
            case .small: 9
            case .medium: 12
            case .large: 16
            }
        }
    }
}
