import Foundation

/// The letter spacing that makes Inter, our system font, as wide as SF Pro, Apple's, so text
/// takes the width Xcode saved for it and apps laid out on SF Pro's widths fit (issue 22).
///
/// Two parts, in thousandths of an em, added to every character:
/// - Apple's published tracking for SF Pro at each point size (Human Interface Guidelines,
///   Typography, "Tracking values" for iOS): the system font applies it on its own, positive
///   below 12 pt, negative from 13 to 23 pt. Inter's spacing is close to SF Pro Text's before it
///   (a 12 pt label matches Xcode's saved width with no correction).
/// - From 20 pt up SF Pro changes to its display optical size, whose letters are set tighter
///   than Inter's text design, and its figures less so. The two differences were
///   fitted to the corpus's text-sized views Xcode saved (`XcodeTextSizeCorpusTests`; letters:
///   "Article Title" at 28 pt, "Monday" at 35, "Jake Lin" at 25; figures: "265" at 35 and 50,
///   "64" and "21" at 20), ramping in from 20 pt to their full value at 28 pt, as SF Pro's
///   optical sizes blend between those sizes.
enum SystemFontTracking {
    /// Apple's table, (point size, thousandths of an em), in size order from 6 pt.
    private static let published: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (37, 10), (38, 8), (39, 8), (40, 8), (41, 7), (42, 6), (43, 6), (44, 5), (45, 5), (46, 4), (47, 4), (48, 3),
        (49, 3), (50, 2), (51, 2), (52, 1), (53, 0), (54, 0), (56, -1), (58, -2), (60, -2), (62, -2), (64, -3),
        (66, -3), (68, -4), (70, -4), (72, -4), (76, -5), (80, -6), (84, -7), (88, -7), (92, -8), (96, -9),
    ]

    /// Inter against SF Pro's display optical size, at 28 pt and above (fitted): letters and
    /// everything else, and figures.
    static let displayCorrection = -60.0
    static let displayFigureCorrection = -31.0

    /// The spacing to add after each character, in points, for the system font at `size`;
    /// `figures` for the digits 0–9, which display sizes space apart from letters.
    static func tracking(pointSize size: CGFloat, figures: Bool = false) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let correction = figures ? displayFigureCorrection : displayCorrection
        return CGFloat((publishedTracking(Double(size)) + displayBlend(size) * correction) / 1000) * size
    }

    /// How far SF Pro is into its display optical size at `size`: 0 up to 20 pt, 1 from 28.
    static func displayBlend(_ size: CGFloat) -> Double { min(max((Double(size) - 20) / 8, 0), 1) }

    /// The table read at `size`, linear between its sizes and held at its ends.
    static func publishedTracking(_ size: Double) -> Double {
        guard let first = published.first, let last = published.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        guard let upper = published.firstIndex(where: { $0.size >= size }), upper > 0 else { return first.tracking }
        let low = published[upper - 1], high = published[upper]
        return low.tracking + (high.tracking - low.tracking) * (size - low.size) / (high.size - low.size)
    }
}
