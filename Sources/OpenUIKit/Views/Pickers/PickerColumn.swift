import Foundation

/// One component of a picker: a wheel of rows turned by a finger. `offset` is how far the wheel
/// has turned (row `r` is in the band at `r × rowHeight`). A finger moves it directly, past the
/// first and last rows with the rubber band a scroll view has; lifted, the wheel coasts on the
/// animation clock with a scroll view's deceleration (its speed falls by 0.2% a millisecond) to
/// the row nearest where coasting would stop, or springs back to the end row, and the picker's
/// delegate hears of the row if it changed. A finger that lifts without moving on a row above or
/// below the band turns the wheel to that row; one that lands on a turning wheel stops it there.
/// `selectedRow` changes when the wheel settles (or at once from code).
@MainActor
final class PickerColumn: UIView {
    static let rubberBandConstant: CGFloat = 0.55
    static let decelerationRate: CGFloat = 0.998
    /// Under this speed (points a second) a lifted finger leaves the wheel to settle where it is.
    static let flickThreshold: CGFloat = 15
    /// How far a finger may wander and still count as a tap.
    static let tapSlop: CGFloat = 5
    static let settleDuration: TimeInterval = 0.25
    static let bounceBackDuration: TimeInterval = 0.4
    static let selectDuration: TimeInterval = 0.3
    /// The finger's last tenth of a second gives its speed when it lifts.
    static let velocityWindow: TimeInterval = 0.1

    weak var picker: UIPickerView?
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.standardRowHeight
    private(set) var selectedRow = -1

    var offset: CGFloat = 0 {
        didSet {
            guard offset != oldValue else { return }
            setNeedsDisplay()
            updateRowViews()
        }
    }

    /// The delegate's views for the rows in view, by row; nil until the delegate is asked whether
    /// it gives views at all.
    var rowViews: [Int: UIView] = [:]
    private var usesRowViews: Bool?
    private var reusableViews: [UIView] = []

    private var motion: ClockMotion?
    private struct Drag {
        var startY: CGFloat
        var startOffset: CGFloat
        var samples: [(time: TimeInterval, y: CGFloat)]
        var moved = false
        /// The finger landed on a turning wheel: lifting it settles the wheel, never taps a row.
        var stoppedWheel: Bool
    }
    private var drag: Drag?

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        isOpaque = false
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        component = 0
        super.init(coder: coder)
    }

    /// The wheel's radius: the rows curve away over the column's half-height.
    var radius: CGFloat { max(bounds.height / 2, 1) }

    /// The farthest the wheel turns when the last row is in the band.
    var maximumOffset: CGFloat { CGFloat(max(rowCount - 1, 0)) * rowHeight }

    // MARK: Data

    /// Asks for the rows and their height again; the selection stays if the row still exists.
    func reload() {
        guard let picker else { return }
        stopMotion()
        drag = nil
        rowCount = max(0, picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0)
        let asked =
            picker.delegate?.pickerView(picker, rowHeightForComponent: component) ?? UIPickerView.unansweredDimension
        rowHeight = asked > 0 ? asked : UIPickerView.standardRowHeight
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews.removeAll()
        reusableViews.removeAll()
        usesRowViews = nil
        offset = CGFloat(max(selectedRow, 0)) * rowHeight
        setNeedsDisplay()
        updateRowViews()
    }

    /// From code: the selection changes at once; the wheel turns there.
    func select(_ row: Int, animated: Bool) {
        stopMotion()
        drag = nil
        selectedRow = row
        let target = CGFloat(row) * rowHeight
        guard animated, target != offset else {
            offset = target
            return
        }
        turn(to: target, duration: Self.selectDuration, curve: .easeInOut) { [weak self] in self?.offset = target }
    }

    /// As a finger would leave it: the wheel turns to `row`, which becomes the selection the
    /// delegate hears of (a UI test's `adjust(toPickerWheelValue:)`).
    func turnAsUser(to row: Int) {
        stopMotion()
        drag = nil
        turn(to: CGFloat(row) * rowHeight, duration: Self.settleDuration, curve: .easeOut) { [weak self] in
            self?.settled(on: row)
        }
    }

    // MARK: Geometry

    /// The angle of a row on the wheel: 0 in the band, ±π/2 at the top and bottom edges.
    func angle(ofRow row: Int) -> CGFloat {
        (CGFloat(row) * rowHeight - offset) / radius
    }

    /// The rows whose angle is within a quarter turn of the band.
    var visibleRows: ClosedRange<Int>? {
        guard rowCount > 0, rowHeight > 0 else { return nil }
        let reach = radius * .pi / 2
        let first = max(0, Int(((offset - reach) / rowHeight).rounded(.up)))
        let last = min(rowCount - 1, Int(((offset + reach) / rowHeight).rounded(.down)))
        return first <= last ? first...last : nil
    }

    /// Where a row's centre is drawn, and how much the curve squashes it.
    func placement(ofRow row: Int) -> (centerY: CGFloat, squash: CGFloat) {
        let theta = angle(ofRow: row)
        return (bounds.midY + radius * sin(theta), max(cos(theta), 0))
    }

    /// The row drawn at `y`, found back through the curve.
    func row(atY y: CGFloat) -> Int? {
        guard rowCount > 0 else { return nil }
        let sine = min(max((y - bounds.midY) / radius, -1), 1)
        let row = Int(((offset + asin(sine) * radius) / rowHeight).rounded())
        return min(max(row, 0), rowCount - 1)
    }

    // MARK: The delegate's row views

    override func layoutSubviews() {
        super.layoutSubviews()
        updateRowViews()
    }

    /// Rows in view get the delegate's views (reusing those that left), placed on the curve.
    private func updateRowViews() {
        guard let picker, let delegate = picker.delegate, usesRowViews != false else { return }
        let visible = visibleRows
        for (row, view) in rowViews where !(visible?.contains(row) ?? false) {
            view.removeFromSuperview()
            rowViews[row] = nil
            reusableViews.append(view)
        }
        guard let visible, bounds.width > 0 else { return }
        for row in visible {
            var view = rowViews[row]
            if view == nil {
                let made = delegate.pickerView(
                    picker, viewForRow: row, forComponent: component, reusing: reusableViews.popLast())
                guard made !== UIPickerView.unansweredRowView else {
                    usesRowViews = false
                    return
                }
                usesRowViews = true
                rowViews[row] = made
                addSubview(made)
                view = made
            }
            guard let view else { continue }
            let place = placement(ofRow: row)
            view.transform = .identity
            view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.midX, y: place.centerY)
            view.transform = CGAffineTransform(scaleX: 1, y: max(place.squash, 0.01))
            view.alpha = Self.fade(place.squash)
        }
    }

    /// How faint a row is for its squash: the band's row opaque, three rows out nearly gone.
    static func fade(_ squash: CGFloat) -> CGFloat { squash * squash * squash }

    override func draw(_ rect: CGRect) {
        guard usesRowViews != true else { return }
        drawRows()
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, rowCount > 0 else { return super.touchesBegan(touches, with: event) }
        let wasTurning = motion != nil
        stopMotion()
        let y = touch.location(in: self).y
        drag = Drag(startY: y, startOffset: offset, samples: [(touch.timestamp, y)], stoppedWheel: wasTurning)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, var drag else { return super.touchesMoved(touches, with: event) }
        let y = touch.location(in: self).y
        if abs(y - drag.startY) > Self.tapSlop { drag.moved = true }
        drag.samples.append((touch.timestamp, y))
        drag.samples.removeAll { $0.time < touch.timestamp - Self.velocityWindow }
        self.drag = drag
        offset = banded(drag.startOffset - (y - drag.startY))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, var drag else { return super.touchesEnded(touches, with: event) }
        self.drag = nil
        let y = touch.location(in: self).y
        drag.samples.append((touch.timestamp, y))
        drag.samples.removeAll { $0.time < touch.timestamp - Self.velocityWindow }
        if !drag.moved, !drag.stoppedWheel, let row = row(atY: y), row != nearestRow(to: offset) {
            turn(to: CGFloat(row) * rowHeight, duration: Self.selectDuration, curve: .easeInOut) { [weak self] in
                self?.settled(on: row)
            }
            return
        }
        var velocity: CGFloat = 0
        if let first = drag.samples.first, let last = drag.samples.last, last.time > first.time {
            velocity = -(last.y - first.y) / CGFloat(last.time - first.time)
        }
        settle(velocity: drag.moved ? velocity : 0)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard drag != nil else { return super.touchesCancelled(touches, with: event) }
        drag = nil
        settle(velocity: 0)
    }

    // MARK: Settling

    private func nearestRow(to offset: CGFloat) -> Int {
        min(max(Int((offset / rowHeight).rounded()), 0), max(rowCount - 1, 0))
    }

    /// The finger lifted with the wheel turning at `velocity` (points a second, positive towards
    /// later rows).
    private func settle(velocity: CGFloat) {
        guard rowCount > 0 else { return }
        if offset < 0 || offset > maximumOffset {
            let row = offset < 0 ? 0 : rowCount - 1
            turn(to: CGFloat(row) * rowHeight, duration: Self.bounceBackDuration, curve: .easeOut) { [weak self] in
                self?.settled(on: row)
            }
            return
        }
        let rate = Self.decelerationRate
        let coasting = abs(velocity) < Self.flickThreshold ? 0 : velocity * rate / (1 - rate) / 1000
        let row = nearestRow(to: offset + coasting)
        let target = CGFloat(row) * rowHeight
        guard target != offset else { return settled(on: row) }
        let curve: Curve
        let duration: TimeInterval
        if coasting == 0 {
            (curve, duration) = (.easeOut, Self.settleDuration)
        } else {
            // Until the speed falls to a few points a second, as a scroll view coasts.
            let speed = abs(velocity) / 1000
            let milliseconds = min(max(log(0.005 / speed) / log(rate), 200), 3000)
            duration = TimeInterval(milliseconds) / 1000
            curve = .decay(rate: rate, duration: duration)
        }
        turn(to: target, duration: duration, curve: curve) { [weak self] in self?.settled(on: row) }
    }

    /// The wheel stopped on `row`: it becomes the selection, and the delegate hears of a change.
    private func settled(on row: Int) {
        offset = CGFloat(row) * rowHeight
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.columnDidSettle(self, on: row)
    }

    enum Curve {
        case easeInOut, easeOut
        /// Speed falling by `rate` each millisecond, over `duration`.
        case decay(rate: CGFloat, duration: TimeInterval)

        func progress(_ fraction: CGFloat) -> CGFloat {
            let t = min(max(fraction, 0), 1)
            switch self {
            case .easeInOut: return AnimationTiming.easeInOut.progress(t)
            case .easeOut: return AnimationTiming.easeOut.progress(t)
            case let .decay(rate, duration):
                let milliseconds = CGFloat(duration * 1000)
                let whole = 1 - pow(rate, milliseconds)
                return whole > 0 ? (1 - pow(rate, milliseconds * t)) / whole : t
            }
        }
    }

    private func turn(to target: CGFloat, duration: TimeInterval, curve: Curve, finish: @escaping @MainActor () -> Void)
    {
        stopMotion()
        let start = offset
        let begin = UIApplication.shared.animationClock.now
        motion = ClockMotion(
            duration: duration,
            step: { [weak self] now in
                let progress = curve.progress(duration > 0 ? CGFloat((now - begin) / duration) : 1)
                self?.offset = start + (target - start) * progress
            },
            finish: { [weak self] in
                self?.motion = nil
                finish()
            })
    }

    private func stopMotion() {
        motion?.cancel()
        motion = nil
    }

    /// Past the ends the wheel follows the finger less and less, as a scroll view's content does.
    private func banded(_ value: CGFloat) -> CGFloat {
        let dimension = max(bounds.height, 1)
        func give(_ distance: CGFloat) -> CGFloat {
            (1 - 1 / (distance * Self.rubberBandConstant / dimension + 1)) * dimension
        }
        if value < 0 { return -give(-value) }
        if value > maximumOffset { return maximumOffset + give(value - maximumOffset) }
        return value
    }
}
