import Foundation
import OpenUIKit
import XCTest

/// Something a screenshot can be taken of: the screen, the app, an element.
public protocol XCUIScreenshotProviding {
    func screenshot() -> XCUIScreenshot
}

/// The screen the app under test shows on: its key window, drawn as the app draws it.
open class XCUIScreen: NSObject, XCUIScreenshotProviding {
    nonisolated(unsafe) public static let main = XCUIScreen()
    public static var screens: [XCUIScreen] { [main] }

    /// The last launched app's key window; an empty picture (and a failure) when no app runs.
    public func screenshot() -> XCUIScreenshot {
        XCUIScreenshot(pngRepresentation: XCUIApplication.current?.screenshotData() ?? Data())
    }
}

extension XCUIElement: XCUIScreenshotProviding {
    /// The element as it is drawn: the part of the app's key window in its frame (all of the
    /// window for the application).
    public func screenshot() -> XCUIScreenshot {
        let area: CGRect? = self is XCUIApplication ? nil : frame
        return XCUIScreenshot(pngRepresentation: application.screenshotData(area: area) ?? Data())
    }
}

/// A picture of the screen, as PNG bytes and as an image.
open class XCUIScreenshot: NSObject, @unchecked Sendable {
    // @unchecked: the bytes never change once taken.
    public let pngRepresentation: Data

    init(pngRepresentation: Data) {
        self.pngRepresentation = pngRepresentation
        super.init()
    }

    /// The picture as an image; read on the main thread (where XCTest runs tests), as UIKit's
    /// images are made there.
    public var image: UIImage {
        MainActor.assumeIsolated { UIImage(data: pngRepresentation) ?? UIImage() }
    }
}
