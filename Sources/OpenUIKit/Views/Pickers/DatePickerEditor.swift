import Foundation

/// What a compact date picker opens when a pill is tapped: a rounded platter over the window
/// holding a date picker in the `.wheels` style for that pill (the date, or the time), placed
/// under the pill (above it when there is no room below) and kept 8 points inside the window.
/// Each change on the wheels becomes the compact picker's date at once and sends its
/// `.valueChanged`; a tap anywhere outside the platter closes it and sends `.editingDidEnd`.
/// iOS shows a calendar for the date; the wheels edit the same values.
///
/// It is a view over the window's content rather than a presented controller, so it adds no
/// view-controller callbacks to the app's, as iOS's own overlay adds none.
@MainActor
final class DatePickerEditor: UIView {
    static let margin: CGFloat = 8
    static let platterWidth: CGFloat = 320

    weak var source: UIDatePicker?
    let part: UIDatePicker.CompactPart
    let platter = UIView()
    let wheels = UIDatePicker()
    private var touchOnBackdrop = false

    init(source: UIDatePicker, part: UIDatePicker.CompactPart) {
        self.source = source
        self.part = part
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]

        switch part {
        case .date: wheels.datePickerMode = source.datePickerMode == .yearAndMonth ? .yearAndMonth : .date
        case .time: wheels.datePickerMode = .time
        }
        wheels.preferredDatePickerStyle = .wheels
        wheels.locale = source.locale
        wheels.calendar = source.calendar
        wheels.timeZone = source.timeZone
        wheels.minuteInterval = source.minuteInterval
        wheels.minimumDate = source.minimumDate
        wheels.maximumDate = source.maximumDate
        wheels.date = source.date
        wheels.addAction(UIAction { [weak self] _ in self?.wheelsChanged() }, for: .valueChanged)

        platter.backgroundColor = .secondarySystemGroupedBackground
        platter.layer.cornerRadius = 13
        platter.layer.shadowOpacity = 0.18
        platter.layer.shadowRadius = 16
        platter.layer.shadowOffset = CGSize(width: 0, height: 6)
        platter.addSubview(wheels)
        addSubview(platter)
    }

    required init?(coder: NSCoder) {
        part = .date
        super.init(coder: coder)
    }

    /// Covers the window and places the platter by the source's pill.
    func present(in window: UIWindow) {
        frame = window.bounds
        window.addSubview(self)
        guard let source else { return }
        let pill = source.pillFrames().first { $0.part == part }?.frame ?? source.bounds
        let anchor = source.convert(pill, to: self)
        let width = min(Self.platterWidth, bounds.width - 2 * Self.margin)
        let height = UIPickerView.standardHeight
        let safe = window.safeAreaInsets
        var y = anchor.maxY + Self.margin
        if y + height > bounds.maxY - safe.bottom - Self.margin {
            y = max(anchor.minY - Self.margin - height, bounds.minY + safe.top + Self.margin)
        }
        let x = min(max(anchor.midX - width / 2, Self.margin), bounds.maxX - Self.margin - width)
        platter.frame = CGRect(x: x, y: y, width: max(width, 0), height: height)
        wheels.frame = platter.bounds
        wheels.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Laid out now, so the wheels take touches from the next event on.
        layoutIfNeeded()
    }

    /// Closes the editor; the source stops showing its pill as edited.
    func dismiss(sendingEvents: Bool) {
        removeFromSuperview()
        guard let source, source.editor === self else { return }
        source.editor = nil
        source.editingPart = nil
        if sendingEvents { source.sendActions(for: .editingDidEnd, event: nil) }
    }

    private func wheelsChanged() {
        source?.userDidPick(date: wheels.date, countDown: nil)
    }

    // MARK: Touches on the backdrop

    /// Only a touch on the backdrop itself counts; the platter's pass up the chain to here.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchOnBackdrop = touches.contains { $0.view === self }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchOnBackdrop else { return }
        touchOnBackdrop = false
        dismiss(sendingEvents: true)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchOnBackdrop = false
    }
}
