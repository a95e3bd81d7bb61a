import Foundation
import XCTest

/// What `measure(metrics:block:)` records each time its block runs. swift-corelibs-xctest has
/// neither; these print what they measured, as Xcode's performance tests report it.
public protocol XCTMetric {
    /// The measurement's name and unit, as printed.
    var measurementName: String { get }
    var measurementUnit: String { get }
    /// Called right before the block runs and right after it; returns what this run measured.
    func willBeginMeasuring()
    func didStopMeasuring() -> Double
}

/// The wall-clock time the block took.
open class XCTClockMetric: NSObject, XCTMetric {
    private var start = Date()
    public override init() { super.init() }
    public var measurementName: String { "Clock Monotonic Time" }
    public var measurementUnit: String { "s" }
    public func willBeginMeasuring() { start = Date() }
    public func didStopMeasuring() -> Double { Date().timeIntervalSince(start) }
}

/// How long launching the app took: the block's time, in which it launches the app once
/// (`XCUIApplication().launch()` returns when the app has launched and gone idle).
open class XCTApplicationLaunchMetric: XCTClockMetric {
    /// Xcode can stop at the first frame rather than at idle; here both are when launch returns.
    public init(waitUntilResponsive: Bool) { super.init() }
    public override init() { super.init() }
    public override var measurementName: String { "Duration (AppLaunch)" }
}

/// Options for `measure(metrics:options:block:)`.
open class XCTMeasureOptions: NSObject {
    public var iterationCount = 5
    public static var `default`: XCTMeasureOptions { XCTMeasureOptions() }
}

extension XCTestCase {
    /// Runs `block` `options.iterationCount` times and prints each metric's values and average.
    public func measure(metrics: [any XCTMetric], options: XCTMeasureOptions = .default, block: () -> Void) {
        var values = Array(repeating: [Double](), count: metrics.count)
        for _ in 0..<max(1, options.iterationCount) {
            metrics.forEach { $0.willBeginMeasuring() }
            block()
            for (index, metric) in metrics.enumerated() { values[index].append(metric.didStopMeasuring()) }
        }
        for (metric, measured) in zip(metrics, values) {
            let average = measured.reduce(0, +) / Double(measured.count)
            let list = measured.map { String(format: "%.3f", $0) }.joined(separator: ", ")
            print(
                "\(name) measured [\(metric.measurementName), \(metric.measurementUnit)] average: \(String(format: "%.3f", average)), values: [\(list)]"
            )
        }
    }

    public func measure(metrics: [any XCTMetric], block: () -> Void) {
        measure(metrics: metrics, options: .default, block: block)
    }
}
