import CHeapInUse
import Foundation
import OpenUIKit

/// What swift-corelibs-foundation keeps of every styled `NSAttributedString` made and dropped
/// (it never frees the attribute runs: swiftlang/swift-corelibs-foundation#5256). A label's
/// `text` makes one, so a benchmark that sets text forever grows by this much each time; the
/// benchmarks print it beside their own heap figures to tell that share from a leak of ours.
public enum FoundationLeak {
    @MainActor
    public static func bytesPerAttributedString() -> Int {
        let font = UIFont.systemFont(ofSize: 17), color = UIColor.label
        let count = 2_000
        let before = openuikit_allocated_bytes()
        for index in 0..<count {
            _ = NSAttributedString(
                string: "Row \(index) is measured", attributes: [.font: font, .foregroundColor: color])
        }
        return max(0, (openuikit_allocated_bytes() - before) / count)
    }
}
