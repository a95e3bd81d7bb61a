import TestSupport
import XCTest

@testable import OpenUIKit

/// Keys as apps declare them: the addresses of static variables.
private enum AssociationKeys {
    nonisolated(unsafe) static var badge: UInt8 = 0
    nonisolated(unsafe) static var weakTarget: UInt8 = 0
    nonisolated(unsafe) static var copied: UInt8 = 0
}

/// The Objective-C runtime calls apps make for themselves, as side tables (associated objects),
/// and haptic feedback, written down as the simulator gives none.
final class RuntimeSideTableTests: UIKitTestCase {
    func testAssociatedObjectsAreKeptByPolicyAndGoWithTheirOwner() {
        onMain {
            var view: UIView? = UIView()
            objc_setAssociatedObject(view!, &AssociationKeys.badge, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            XCTAssertEqual(objc_getAssociatedObject(view!, &AssociationKeys.badge) as? String, "3")
            XCTAssertNil(objc_getAssociatedObject(UIView(), &AssociationKeys.badge), "another object has none")
            XCTAssertNil(objc_getAssociatedObject(view!, &AssociationKeys.copied), "another key has none")

            var target: NSObject? = NSObject()
            objc_setAssociatedObject(view!, &AssociationKeys.weakTarget, target, .OBJC_ASSOCIATION_ASSIGN)
            XCTAssertTrue(objc_getAssociatedObject(view!, &AssociationKeys.weakTarget) as AnyObject? === target)
            target = nil
            XCTAssertNil(objc_getAssociatedObject(view!, &AssociationKeys.weakTarget), "assign does not keep it")

            let text = NSMutableString(string: "draft")
            objc_setAssociatedObject(view!, &AssociationKeys.copied, text, .OBJC_ASSOCIATION_COPY)
            text.append(" 2")
            XCTAssertEqual(objc_getAssociatedObject(view!, &AssociationKeys.copied) as? String, "draft", "a copy")

            objc_setAssociatedObject(view!, &AssociationKeys.badge, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            XCTAssertNil(objc_getAssociatedObject(view!, &AssociationKeys.badge), "nil removes it")
            objc_removeAssociatedObjects(view!)
            XCTAssertNil(objc_getAssociatedObject(view!, &AssociationKeys.copied))

            weak var kept: NSObject?
            do {
                let value = NSObject()
                kept = value
                objc_setAssociatedObject(view!, &AssociationKeys.badge, value, .OBJC_ASSOCIATION_RETAIN)
            }
            XCTAssertNotNil(kept, "retained by the association")
            let before = associatedObjectOwnerCount()
            view = nil
            XCTAssertEqual(associatedObjectOwnerCount(), before - 1, "a freed owner has no entry")
        }
    }

    /// `classForCoder` is the class an archive records for an object: its own class, a subclass's
    /// for a subclass, as NSObject's default is on iOS (`isKind(of:)` and `type(of:)` agree).
    func testClassForCoderIsTheObjectsOwnClass() {
        onMain {
            final class BadgeView: UIView {}
            let plain = UIView(), badge: UIView = BadgeView()
            XCTAssertTrue(plain.classForCoder == UIView.self)
            XCTAssertTrue(badge.classForCoder == BadgeView.self)
            XCTAssertFalse(badge.classForCoder == UIView.self)
            XCTAssertTrue(UIViewController().classForCoder == UIViewController.self)
        }
    }

    func testFeedbackIsWrittenDownInTheOrderGiven() {
        onMain {
            UIFeedbackGenerator.playedFeedback = []
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            XCTAssertTrue(impact.isPrepared)
            impact.impactOccurred()
            XCTAssertFalse(impact.isPrepared, "used up by the feedback")
            UIImpactFeedbackGenerator().impactOccurred(intensity: 1.5)
            UINotificationFeedbackGenerator().notificationOccurred(.warning)
            UISelectionFeedbackGenerator().selectionChanged()
            XCTAssertEqual(
                UIFeedbackGenerator.playedFeedback,
                ["impact heavy 1.0", "impact medium 1.0", "notification warning", "selection"])
        }
    }
}
