import Foundation
@_spi(Tooling) import OpenUIKit
import StoryboardDocument

/// A scene on screen set against the frames Xcode saved for its views: each view within 0.5 pt
/// of its `<rect key="frame">`, in its superview's coordinates. A table's or collection's
/// prototype cells are compared through the first instance of each on screen.
///
/// Three kinds of view are listed apart instead of compared:
/// - views Xcode marked `misplaced` or `ambiguous` (their saved frame is not where their
///   constraints put them);
/// - views whose frame follows a content size: Xcode measured text with Apple's fonts. The
///   comparison lays the scene out with each text or image view given the content size Xcode
///   saved for it, then larger, then smaller, and lists every view whose frame moved (the content
///   views themselves, unless constraints fix their size, and whatever is placed after them);
///   a static table's self-sizing rows, the rows after them and what they hold are listed with them;
/// - views the app's code changed: removed, moved to another superview, hidden or shown,
///   transformed; views it added are not the scene's and are not counted.
///
/// The layout goes back to the app's own once measured.
public struct XcodeFrameComparison: Sendable {
    public struct Mismatch: Sendable {
        /// The view's storyboard id and class.
        public var id: String
        public var viewClass: String
        /// In the superview's coordinates, as saved and as laid out here.
        public var xcode: CGRect
        public var ours: CGRect
        /// The same two in the window's coordinates, to draw them.
        public var xcodeInWindow: CGRect
        public var oursInWindow: CGRect
    }

    public enum Apart: String, Sendable, CaseIterable {
        case content = "size from text, images or system artwork"
        case flagged = "misplaced or ambiguous in Xcode"
        case changedByApp = "changed by the app's code"
        case placedElsewhere = "scene shown where Xcode's canvas does not show it"
    }

    /// A scene's root shown elsewhere than on Xcode's canvas: where it is, in the window, and
    /// where the canvas has it (kept when its views were compared after moving it, so a root the
    /// app misplaces still shows).
    public struct Placement: Sendable {
        public var ours: CGRect
        public var canvas: CGRect
        /// Whether its views were compared with it moved onto the canvas's place.
        public var comparedThere: Bool
    }

    public var compared = 0
    public var matched = 0
    public var mismatches: [Mismatch] = []
    public var placedElsewhere: [Placement] = []
    /// Storyboard ids of the views listed apart, with why.
    public var apart: [String: Apart] = [:]
    /// The views sized by their text, each measured here and by Xcode.
    public var textSizes: [XcodeTextSize] = []

    /// The views listed apart because their frames follow text, compared again within 1 pt with
    /// the text measured here (when a text measurer is installed): how far our text moves them.
    public struct TextDependent: Sendable {
        public var compared = 0
        public var matched = 0
        public var mismatches: [Mismatch] = []
        public var rate: Double { Double(matched) / Double(max(compared, 1)) }
    }
    public var textDependent = TextDependent()

    /// A one-line label whose text (`width` wide here) our layout cuts short in a frame `ours`
    /// wide, where Xcode's frame, `xcode` wide, holds it whole.
    public struct TruncatedLabel: Sendable {
        public var id: String
        public var text: String
        public var width: CGFloat
        public var ours: CGFloat
        public var xcode: CGFloat
    }
    /// The labels our text cuts short where Xcode's does not (with a text measurer installed).
    public var truncatedLabels: [TruncatedLabel] = []
    /// How many one-line labels were checked for that.
    public var labelsCheckedForTruncation = 0

    public init() {}

    public var rate: Double { Double(matched) / Double(max(compared, 1)) }

    public func count(_ reason: Apart) -> Int { apart.values.filter { $0 == reason }.count }

    public mutating func add(_ other: XcodeFrameComparison) {
        compared += other.compared
        matched += other.matched
        mismatches += other.mismatches
        placedElsewhere += other.placedElsewhere
        textSizes += other.textSizes
        textDependent.compared += other.textDependent.compared
        textDependent.matched += other.textDependent.matched
        textDependent.mismatches += other.textDependent.mismatches
        truncatedLabels += other.truncatedLabels
        labelsCheckedForTruncation += other.labelsCheckedForTruncation
        apart.merge(other.apart) { first, _ in first }
    }

    /// Compares the views of `controller`'s scene (its view loaded and laid out in a window).
    /// `constrainedOnly` leaves out the views that translate their autoresizing mask;
    /// `staticCells: false` the cells, static and prototype (iOS 11 gave cells' content views the margins
    /// of today, which documents saved before then do not have).
    ///
    /// With a `canvas`, the scene is where the app shows it, which may not be where Xcode's
    /// canvas showed it: a sheet a little lower than Xcode draws it, or one its Xcode drew full
    /// screen. The controllers holding it are then moved, for the measurement only, so that its
    /// root covers the canvas's place on the same screen, and put back after. A container
    /// view's child has a canvas of its own size: its root view is compared with the
    /// container-sized frame Xcode saved for it, and its other views are listed apart.
    @MainActor
    public static func compare(
        _ controller: UIViewController, canvas: XcodeCanvas? = nil, constrainedOnly: Bool = false,
        staticCells: Bool = true
    ) -> XcodeFrameComparison {
        var result = XcodeFrameComparison()
        guard controller.isViewLoaded, let root = controller.view,
            let rootElement = controller.storyboardSceneObject?.rootView
        else { return result }
        guard let canvas, let window = root.window else {
            return comparePlaced(controller, rootElement, constrainedOnly: constrainedOnly, staticCells: staticCells)
        }
        let shown = root.convert(root.bounds, to: nil)
        // Where the canvas has it: the same place on a screen of the window's size, or, on a canvas
        // of the scene's own size (a page, a child), the same place with the insets it draws.
        if shown.isNear(canvas.rootFrame, within: 0.5),
            window.bounds.size.isNear(canvas.screen) || root.safeAreaInsets.isNear(canvas.rootSafeAreaInsets)
        {
            return comparePlaced(controller, rootElement, constrainedOnly: constrainedOnly, staticCells: staticCells)
        }
        if let saved = rootElement.frame, let parent = controller.parent, let superview = root.superview,
            parent.storyboardSceneObjects.values.contains(where: { $0 === superview })
        {
            result.record(rootElement, root, saved: saved, frame: root.frame)
        }
        // The outermost controller holding the scene in its presentation (a sheet's navigation
        // controller), moved by what separates the scene's root from the canvas's place.
        var holder = controller
        while let parent = holder.parent { holder = parent }
        if window.bounds.size.isNear(canvas.screen), holder.isViewLoaded, let moved = holder.view, moved !== window {
            let before = moved.frame
            moved.frame = CGRect(
                x: before.minX + canvas.rootFrame.minX - shown.minX,
                y: before.minY + canvas.rootFrame.minY - shown.minY,
                width: before.width + canvas.rootFrame.width - shown.width,
                height: before.height + canvas.rootFrame.height - shown.height)
            window.layoutIfNeeded()
            defer {
                moved.frame = before
                window.layoutIfNeeded()
            }
            if root.convert(root.bounds, to: nil).isNear(canvas.rootFrame, within: 0.5) {
                result.placedElsewhere.append(Placement(ours: shown, canvas: canvas.rootFrame, comparedThere: true))
                result.add(
                    comparePlaced(controller, rootElement, constrainedOnly: constrainedOnly, staticCells: staticCells))
                return result
            }
        }
        result.placedElsewhere.append(Placement(ours: shown, canvas: canvas.rootFrame, comparedThere: false))
        for (element, _) in rootElement.sceneDescendants(staticCells: staticCells) where element.frame != nil {
            result.apart[element.id] = .placedElsewhere
        }
        return result
    }

    /// Compares the views of a scene whose root is where Xcode's canvas has it, and the first
    /// instance on screen of each of its prototype cells.
    @MainActor
    private static func comparePlaced(
        _ controller: UIViewController, _ rootElement: ViewElement, constrainedOnly: Bool,
        staticCells: Bool
    ) -> XcodeFrameComparison {
        guard let root = controller.viewIfLoaded else { return XcodeFrameComparison() }
        let objects = controller.storyboardSceneObjects
        var result = compareTree(
            root, rootElement, objects: objects, descendants: rootElement.sceneDescendants(staticCells: staticCells),
            constrainedOnly: constrainedOnly, selfSizing: rootElement.selfSizingRows)
        guard staticCells else { return result }
        for (element, _) in [(rootElement, rootElement)] + rootElement.sceneDescendants(staticCells: staticCells)
        where element.node["dataMode"] != "static" && !element.cells.isEmpty {
            guard let list = element.id == rootElement.id ? root : objects[element.id] as? UIView,
                !result.apart.keys.contains(element.id)
            else { continue }
            for prototype in element.cells {
                result.add(
                    compareInstance(
                        of: prototype, in: list,
                        tableSizesRows: element.node.number("rowHeight").map { $0 < 0 } ?? false,
                        constrainedOnly: constrainedOnly))
            }
        }
        return result
    }

    /// The first cell on screen made from `prototype` in the table or collection `list`, its
    /// views compared with the ones Xcode saved in the prototype when the cell has the
    /// prototype's size; otherwise they are listed apart, with the size: from content in a table
    /// whose rows size themselves, else set by the app (its row height or its layout).
    @MainActor
    private static func compareInstance(
        of prototype: ViewElement, in list: UIView, tableSizesRows: Bool,
        constrainedOnly: Bool
    ) -> XcodeFrameComparison {
        var result = XcodeFrameComparison()
        let cells: [UIView]
        if let table = list as? UITableView {
            cells = table.visibleCells
        } else if let collection = list as? UICollectionView {
            cells = collection.visibleCells.sorted {
                (collection.indexPath(for: $0) ?? IndexPath()) < (collection.indexPath(for: $1) ?? IndexPath())
            }
        } else {
            cells = []
        }
        guard let saved = prototype.frame,
            let cell = cells.first(where: { $0.storyboardPrototypeInstance?.element.id == prototype.id }),
            let instance = cell.storyboardPrototypeInstance
        else { return result }
        let descendants = prototype.sceneDescendants()
        guard cell.bounds.size.isNear(saved.size) else {
            let reason: Apart = tableSizesRows && prototype.node.number("rowHeight") == nil ? .content : .changedByApp
            result.apart[prototype.id] = reason
            for (element, _) in descendants where element.frame != nil { result.apart[element.id] = reason }
            return result
        }
        let changed = (cell as? UITableViewCell).map { instance.viewsMovedByCellChanges(of: $0) } ?? []
        return compareTree(
            cell, prototype, objects: instance.objects, descendants: descendants, constrainedOnly: constrainedOnly,
            selfSizing: [], changedByApp: changed)
    }

    /// Compares the views below `root` (made from `rootElement`, its views' ids in `objects`)
    /// with their saved frames.
    @MainActor
    private static func compareTree(
        _ root: UIView, _ rootElement: ViewElement, objects: [String: AnyObject],
        descendants: [(element: ViewElement, holder: ViewElement)], constrainedOnly: Bool,
        selfSizing rows: Set<String>, changedByApp changed: Set<String> = []
    ) -> XcodeFrameComparison {
        var result = XcodeFrameComparison()
        var placed: [(element: ViewElement, view: UIView)] = []
        for (element, holder) in descendants {
            guard element.frame != nil else { continue }
            guard let view = objects[element.id] as? UIView else { continue }
            let holderView = holder.id == rootElement.id ? root : objects[holder.id] as? UIView
            let isSubview = holder.subviews.contains { $0.id == element.id }
            if changed.contains(element.id) || !view.isDescendant(of: root)
                || (isSubview && view.superview !== holderView)
                || view.isHidden != element.node.flag("hidden") || view.transform != .identity
            {
                result.apart[element.id] = .changedByApp
                continue
            }
            if constrainedOnly && view.translatesAutoresizingMaskIntoConstraints { continue }
            placed.append((element, view))
        }
        let top: UIView = root.window ?? root
        func frames() -> [ObjectIdentifier: CGRect] {
            Dictionary(placed.map { (ObjectIdentifier($0.view), $0.view.frame) }) { first, _ in first }
        }
        // Xcode's content sizes, then larger, then smaller: what moves follows them.
        let content = placed.filter { $0.element.sizeComesFromContent }
        let isText = { (element: ViewElement) in XcodeTextSize.textElements.contains(element.elementName) }
        // Xcode's content sizes grown by `grow` (`textOnly`: the images keep theirs), or, with
        // `ownText`, the text sized as measured here and the rest as Xcode saved it.
        func giveContent(_ grow: CGSize, textOnly: Bool = false, ownText: Bool = false) {
            for (element, view) in content {
                // A content size is the alignment rectangle's (a switch's frame reaches past it).
                guard let frame = element.frame?.size else { continue }
                let saved = view.alignmentRect(forFrame: CGRect(origin: .zero, size: frame)).size
                if ownText && isText(element) {
                    view.layoutContentSizeOverride = nil
                    continue
                }
                let change = textOnly && !isText(element) ? .zero : grow
                // Text always has a size on Xcode's canvas (even where nothing here measures it);
                // an image view only along the axes its image gives it one.
                let own = element.elementName == "imageView" ? view.intrinsicContentSize : saved
                let width =
                    own.width == UIView.noIntrinsicMetric
                    ? UIView.noIntrinsicMetric : max(0, saved.width + change.width)
                let height =
                    own.height == UIView.noIntrinsicMetric
                    ? UIView.noIntrinsicMetric : max(0, saved.height + change.height)
                view.layoutContentSizeOverride = CGSize(width: width, height: height)
            }
            top.layoutIfNeeded()
        }
        // With the text measured here first, while a wrapping label's width is still the one its
        // own text gave it (the passes below leave it the width of Xcode's text, grown or shrunk).
        let measuresText =
            !(TextMeasurement.measurer is HeadlessTextMeasurer) && content.contains { isText($0.element) }
        var withOwnText: [ObjectIdentifier: CGRect] = [:]
        var ownSizes: [ObjectIdentifier: CGSize] = [:]
        if measuresText {
            giveContent(.zero, ownText: true)
            withOwnText = frames()
            for (element, view) in content where isText(element) {
                ownSizes[ObjectIdentifier(view)] = XcodeTextSize.measuredSize(of: view)
            }
        }
        giveContent(.zero)
        let laidOut = frames()
        if measuresText {
            (result.truncatedLabels, result.labelsCheckedForTruncation) = Self.truncatedLabels(
                content, ownText: withOwnText, ownSizes: ownSizes, xcodeText: laidOut)
        }
        var moved = Set<ObjectIdentifier>()
        // The content views whose own width or height followed their content.
        var widthFollows = Set<ObjectIdentifier>(), heightFollows = Set<ObjectIdentifier>()
        for grow in [CGSize(width: 17, height: 11), CGSize(width: -7, height: -5)] where !content.isEmpty {
            giveContent(grow)
            for (view, frame) in frames() where !frame.isNear(laidOut[view] ?? frame, within: 0.001) {
                moved.insert(view)
                guard let before = laidOut[view] else { continue }
                if abs(frame.width - before.width) > 0.001 { widthFollows.insert(view) }
                if abs(frame.height - before.height) > 0.001 { heightFollows.insert(view) }
            }
        }
        // What follows the text alone.
        var movedByText = Set<ObjectIdentifier>()
        if measuresText {
            for grow in [CGSize(width: 17, height: 11), CGSize(width: -7, height: -5)] {
                giveContent(grow, textOnly: true)
                for (view, frame) in frames() where !frame.isNear(laidOut[view] ?? frame, within: 0.001) {
                    movedByText.insert(view)
                }
            }
        }
        for (_, view) in content { view.layoutContentSizeOverride = nil }
        top.layoutIfNeeded()
        // A text view is sized by its text along an axis that follows its content and where, with
        // the text measured here, it takes the size measured (no other constraint overrules it).
        // Xcode keeps a view it could not lay out (a stack view's arranged views in a scene made
        // for any size class) in a 1000 × 1000 placeholder; such frames say nothing of its text.
        let holders = Dictionary(descendants.map { ($0.element.id, $0.holder) }) { first, _ in first }
        func inPlaceholder(_ element: ViewElement) -> Bool {
            var current: ViewElement? = element
            while let holder = current {
                if let size = holder.frame?.size, size.width == 1000, size.height == 1000 { return true }
                current = holder.id == rootElement.id ? nil : holders[holder.id]
            }
            return false
        }
        for (element, view) in content where isText(element) && !inPlaceholder(element) {
            let key = ObjectIdentifier(view)
            guard let own = withOwnText[key], let measured = ownSizes[key] else { continue }
            if let size = XcodeTextSize.measure(
                element, view, followsWidth: widthFollows.contains(key), followsHeight: heightFollows.contains(key),
                measured: measured, laidOut: own.size)
            {
                result.textSizes.append(size)
            }
        }
        for (element, view) in placed where movedByText.contains(ObjectIdentifier(view)) && !inPlaceholder(element) {
            guard let saved = element.frame, let frame = withOwnText[ObjectIdentifier(view)],
                !element.node.flag("misplaced"), !element.node.flag("ambiguous")
            else { continue }
            result.textDependent.compared += 1
            if frame.isNear(saved, within: 1) {
                result.textDependent.matched += 1
            } else {
                result.textDependent.mismatches.append(
                    Mismatch(
                        id: element.id, viewClass: element.customClass ?? String(describing: type(of: view)),
                        xcode: saved, ours: frame, xcodeInWindow: view.superview?.convert(saved, to: nil) ?? saved,
                        oursInWindow: view.superview?.convert(frame, to: nil) ?? frame))
            }
        }
        for (element, view) in placed {
            guard let saved = element.frame, let frame = laidOut[ObjectIdentifier(view)] else { continue }
            if element.node.flag("misplaced") || element.node.flag("ambiguous") {
                result.apart[element.id] = .flagged
            } else if moved.contains(ObjectIdentifier(view)) || rows.contains(element.id) {
                result.apart[element.id] = .content
            } else {
                result.record(element, view, saved: saved, frame: frame)
            }
        }
        return result
    }

    /// The one-line labels our text cuts short (wider than its frame by more than the label
    /// draws narrowed) where Xcode's saved frame holds it whole (within the same margin, our
    /// text's width standing in for SF Pro's) and is where the constraints put it with Xcode's
    /// text (`xcodeText`; a frame saved before a constraint changed says nothing). `ownText`
    /// and `ownSizes` are the frames and text sizes with our text.
    @MainActor
    private static func truncatedLabels(
        _ content: [(element: ViewElement, view: UIView)], ownText: [ObjectIdentifier: CGRect],
        ownSizes: [ObjectIdentifier: CGSize], xcodeText: [ObjectIdentifier: CGRect]
    ) -> (truncated: [TruncatedLabel], checked: Int) {
        let margin = 1 + UILabel.condensingTolerance
        var checked = 0
        let truncated: [TruncatedLabel] = content.compactMap { element, view in
            guard let label = view as? UILabel, label.numberOfLines == 1, let text = label.text, !text.isEmpty,
                let frame = ownText[ObjectIdentifier(view)], let natural = ownSizes[ObjectIdentifier(view)]?.width,
                let saved = element.frame, xcodeText[ObjectIdentifier(view)]?.isNear(saved, within: 1) == true,
                !element.node.flag("misplaced"), !element.node.flag("ambiguous")
            else { return nil }
            guard natural != UIView.noIntrinsicMetric, natural <= saved.width * margin else { return nil }
            checked += 1
            guard natural > frame.width * margin else { return nil }
            return TruncatedLabel(id: element.id, text: text, width: natural, ours: frame.width, xcode: saved.width)
        }
        return (truncated, checked)
    }

    /// Counts one compared view, and notes it when it is not where Xcode saved it.
    @MainActor
    private mutating func record(_ element: ViewElement, _ view: UIView, saved: CGRect, frame: CGRect) {
        compared += 1
        if frame.isNear(saved, within: 0.5) {
            matched += 1
            return
        }
        let superview = view.superview
        mismatches.append(
            Mismatch(
                id: element.id, viewClass: element.customClass ?? String(describing: type(of: view)),
                xcode: saved, ours: frame,
                xcodeInWindow: superview?.convert(saved, to: nil) ?? saved,
                oursInWindow: superview?.convert(frame, to: nil) ?? frame))
    }
}

extension CGSize {
    func isNear(_ other: CGSize) -> Bool { abs(width - other.width) <= 0.5 && abs(height - other.height) <= 0.5 }
}

extension UIEdgeInsets {
    func isNear(_ other: UIEdgeInsets) -> Bool {
        abs(top - other.top) <= 0.5 && abs(left - other.left) <= 0.5 && abs(bottom - other.bottom) <= 0.5
            && abs(right - other.right) <= 0.5
    }
}

extension CGRect {
    /// Each of origin and size within `tolerance` of `other`'s.
    public func isNear(_ other: CGRect, within tolerance: CGFloat) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
