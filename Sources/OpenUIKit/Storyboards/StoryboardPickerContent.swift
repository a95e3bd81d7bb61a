import Foundation
import StoryboardDocument

/// What sliders, progress views, activity indicators and date pickers take from a storyboard:
/// a slider's range, value, continuity, tints and value images; a progress view's style,
/// progress, tints and images; an indicator's style, colour, whether it hides when stopped and
/// whether it starts animating; a date picker's mode, style, minute interval, countdown, dates
/// (`<date key="date" timeIntervalSinceReferenceDate=…>`, `minimumDate`, `maximumDate`), locale,
/// time zone and calendar. A picker view takes only its outlets, which the connections set.
@MainActor
enum StoryboardPickerContent {
    static func apply(_ element: ViewElement, to view: UIView, images: StoryboardImages) {
        let node = element.node
        func color(_ key: String) -> UIColor? { element.colors[key].flatMap(StoryboardColors.color) }
        switch view {
        case let slider as UISlider:
            // The range first, in the order that keeps minimum below maximum, then the value in it.
            let minimum = node.number("minValue").map(Float.init), maximum = node.number("maxValue").map(Float.init)
            if let minimum, minimum > slider.maximumValue, let maximum { slider.maximumValue = maximum }
            if let minimum { slider.minimumValue = minimum }
            if let maximum { slider.maximumValue = maximum }
            if let value = node.number("value") { slider.value = Float(value) }
            if node["continuous"] == "NO" { slider.isContinuous = false }
            if let name = node["minValueImage"] ?? node["minimumValueImage"] {
                slider.minimumValueImage = images.image(named: name)
            }
            if let name = node["maxValueImage"] ?? node["maximumValueImage"] {
                slider.maximumValueImage = images.image(named: name)
            }
            if let tint = color("minimumTrackTintColor") { slider.minimumTrackTintColor = tint }
            if let tint = color("maximumTrackTintColor") { slider.maximumTrackTintColor = tint }
            if let tint = color("thumbTintColor") { slider.thumbTintColor = tint }
        case let progress as UIProgressView:
            if node["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
            if let value = node.number("progress") { progress.progress = Float(value) }
            if let tint = color("progressTintColor") { progress.progressTintColor = tint }
            if let tint = color("trackTintColor") { progress.trackTintColor = tint }
            if let name = node["progressImage"] { progress.progressImage = images.image(named: name) }
            if let name = node["trackImage"] { progress.trackImage = images.image(named: name) }
        case let indicator as UIActivityIndicatorView:
            if let style = node["style"].flatMap({ indicatorStyles[$0] }).flatMap(UIActivityIndicatorView.Style.init) {
                indicator.style = style
            }
            if let tint = color("color") { indicator.color = tint }
            if node.flag("hidesWhenStopped") { indicator.hidesWhenStopped = true }
            if node.flag("animating") { indicator.startAnimating() }
        case let picker as UIDatePicker:
            if let mode = node["datePickerMode"].flatMap({ datePickerModes[$0] }) { picker.datePickerMode = mode }
            if let style = node["style"].flatMap({ datePickerStyles[$0] }) { picker.preferredDatePickerStyle = style }
            if let interval = node.number("minuteInterval") { picker.minuteInterval = Int(interval) }
            if let identifier = node.child("locale", key: "locale")?["localeIdentifier"] {
                picker.locale = Locale(identifier: identifier)
            }
            if let name = node.child("timeZone", key: "timeZone")?["name"], let zone = TimeZone(identifier: name) {
                picker.timeZone = zone
            }
            if let identifier = node.child("calendar", key: "calendar")?["identifier"].flatMap(calendarIdentifier) {
                picker.calendar = Calendar(identifier: identifier)
            }
            if let date = date(node, "minimumDate") { picker.minimumDate = date }
            if let date = date(node, "maximumDate") { picker.maximumDate = date }
            if let date = date(node, "date") { picker.date = date }
            if let duration = node.number("countDownDuration") { picker.countDownDuration = duration }
        default:
            break
        }
    }

    /// `<date key=… timeIntervalSinceReferenceDate=…>`, as Interface Builder saves dates.
    private static func date(_ node: XMLNode, _ key: String) -> Date? {
        node.child("date", key: key)?.number("timeIntervalSinceReferenceDate").map(
            Date.init(timeIntervalSinceReferenceDate:))
    }

    private static let indicatorStyles: [String: Int] = [
        "medium": 100, "large": 101, "whiteLarge": 0, "white": 1, "gray": 2,
    ]

    private static let datePickerModes: [String: UIDatePicker.Mode] = [
        "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
        "yearAndMonth": .yearAndMonth,
    ]

    private static let datePickerStyles: [String: UIDatePickerStyle] = [
        "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
    ]

    private static func calendarIdentifier(_ name: String) -> Calendar.Identifier? {
        switch name {
        case "gregorian": .gregorian
        case "buddhist": .buddhist
        case "chinese": .chinese
        case "hebrew": .hebrew
        case "islamic": .islamic
        case "japanese": .japanese
        case "persian": .persian
        case "iso8601": .iso8601
        default: nil
        }
    }
}
