import Cassowary
import Foundation

/// What a session's last walk of its subtree found, in the order a pass needs it, so that
/// passes while the structure stands still (`LayoutEngine.structureEpoch`) visit only what can
/// move — fixed frames, intrinsic sizes, guides' insets, margins and constants — and set frames
/// without looking anything up.
///
/// Views, guides and constraints are held `unowned(unsafe)`: a plan is used only while the
/// epoch it was made at stands, and nothing leaves a subtree (nor can be freed while in it)
/// without moving the epoch; holding them strongly would keep a session's root alive.
@MainActor
struct LayoutPlan {
    typealias Box = LayoutEngine.Box

    /// A view placed by its frame (the root, views translating their autoresizing mask) or by
    /// its intrinsic size.
    struct Fixed {
        unowned(unsafe) let view: UIView
        let entry: LayoutSession.Placed
    }

    /// A system guide placed by its owner's insets.
    struct Guide {
        unowned(unsafe) let guide: UILayoutGuide
        unowned(unsafe) let owner: UIView
        let entry: LayoutSession.Placed
        let ownerBox: Box
    }

    struct Installed {
        unowned(unsafe) let constraint: NSLayoutConstraint
        let entry: LayoutSession.Installed
        /// Whether its constant part includes margins or baselines, which move with frames and text.
        let readsViews: Bool
    }

    struct Stack {
        unowned(unsafe) let view: UIStackView
    }

    /// A label placed by its intrinsic size, which may wrap at the width the solution gives it.
    struct Label {
        unowned(unsafe) let view: UILabel
        let entry: LayoutSession.Placed
    }

    /// A view whose frame the solution sets, with its superview's box.
    struct Frame {
        unowned(unsafe) let view: UIView
        let box: Box
        unowned(unsafe) let parentView: UIView
        let parent: Box
    }

    struct GuideFrame {
        unowned(unsafe) let guide: UILayoutGuide
        let box: Box
        unowned(unsafe) let ownerView: UIView
        let owner: Box
    }

    struct ScrollContent {
        unowned(unsafe) let scrollView: UIScrollView
        let box: Box
    }

    /// What the intrinsic sizes were read under.
    struct IntrinsicReading: Equatable {
        var epoch: Int
        var measurers: Int
        var scale: CGFloat
    }

    /// `LayoutEngine.structureEpoch` when the walk ended.
    let epoch: Int
    /// `LayoutEngine.constantEpoch` when the constants were last read.
    var constantEpoch: Int
    var intrinsicReading: IntrinsicReading
    var fixed: [Fixed]
    var intrinsic: [Fixed]
    var guides: [Guide]
    var stackViews: [Stack] = []
    var labels: [Label] = []
    var constraints: [Installed] = []
    var frames: [Frame] = []
    var guideFrames: [GuideFrame] = []
    var scrollContents: [ScrollContent] = []
    /// The root's entry when the walk was a fitting pass (`systemLayoutSizeFitting`): a replay
    /// places it at the new target, and a plan replays only in the mode it was made in.
    var fittingRoot: LayoutSession.Placed?
}
