import Foundation
import OpenUIKitFoundation
import XCTest

/// Relative phrases as iOS's Foundation words them, in English and French, from ICU.
final class RelativeDateTimeFormatterTests: XCTestCase {
    private let reference = Date(timeIntervalSince1970: 1_700_000_000)

    private func formatter(_ locale: String = "en_US") -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        formatter.calendar = calendar
        return formatter
    }

    func testTheLargestUnitOfTheDifferenceIsSaid() {
        let formatter = formatter()
        let cases: [(TimeInterval, String)] = [
            (-3600, "1 hour ago"), (90, "in 1 minute"), (-2 * 86400, "2 days ago"), (8 * 86400, "in 1 week"),
            (-400 * 86400, "1 year ago"), (0, "in 0 seconds"),
        ]
        for (interval, phrase) in cases {
            XCTAssertEqual(
                formatter.localizedString(for: reference.addingTimeInterval(interval), relativeTo: reference), phrase)
        }
    }

    func testNamedStylesAndCapitalization() {
        let formatter = formatter()
        formatter.dateTimeStyle = .named
        XCTAssertEqual(
            formatter.localizedString(for: reference.addingTimeInterval(-86400), relativeTo: reference), "yesterday")
        XCTAssertEqual(formatter.localizedString(for: reference, relativeTo: reference), "now")
        formatter.formattingContext = .beginningOfSentence
        XCTAssertEqual(
            formatter.localizedString(for: reference.addingTimeInterval(7 * 86400), relativeTo: reference), "Next week")
        formatter.formattingContext = .unknown
        formatter.unitsStyle = .spellOut
        formatter.dateTimeStyle = .numeric
        XCTAssertEqual(formatter.localizedString(from: DateComponents(month: -3)), "three months ago")
        formatter.unitsStyle = .abbreviated
        XCTAssertEqual(formatter.localizedString(from: DateComponents(hour: 2)), "in 2h")
    }

    func testOtherLocalesAndTheFormatterForm() {
        let french = formatter("fr_FR")
        french.dateTimeStyle = .named
        XCTAssertEqual(french.localizedString(from: DateComponents(day: -2)), "avant-hier")
        XCTAssertNil(french.string(for: "not a date"))
        XCTAssertEqual(formatter().string(for: Date().addingTimeInterval(-7200)), "2 hours ago")
        XCTAssertEqual(formatter().localizedString(fromTimeInterval: 3 * 3600 + 5), "in 3 hours")
    }
}
