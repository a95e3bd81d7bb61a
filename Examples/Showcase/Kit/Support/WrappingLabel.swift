import OpenUIKit

/// A multi-line label that wraps at the width Auto Layout gives it. UIKit does this for any
/// label whose `preferredMaxLayoutWidth` is 0; OpenUIKit measures such a label on one line, so
/// this label sets its preferred width from its bounds and asks for another pass, as apps did
/// before iOS 8. The storyboards name it for every label of more than one line.
public final class WrappingLabel: UILabel {
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard numberOfLines != 1, preferredMaxLayoutWidth != bounds.width else { return }
        preferredMaxLayoutWidth = bounds.width
        superview?.setNeedsLayout()
    }
}
