import TestSupport
import XCTest

@testable import OpenUIKit

/// UIKit's constraint API as data: making constraints from anchors and the initializer,
/// activation installing them on the nearest common ancestor, the refusals UIKit raises, and
/// constraints leaving with a view removed from its superview. (Solving them is the layout
/// engine's part.)
final class LayoutConstraintAPITests: UIKitTestCase {
    func testAnchorsMakeConstraints() {
        onMain {
            let container = UIView(), label = UIView()
            container.addSubview(label)
            let leading = label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
            XCTAssertTrue(leading.firstItem === label)
            XCTAssertEqual(leading.firstAttribute, .leading)
            XCTAssertTrue(leading.secondItem === container)
            XCTAssertEqual(leading.secondAttribute, .leading)
            XCTAssertEqual(leading.relation, .equal)
            XCTAssertEqual(leading.multiplier, 1)
            XCTAssertEqual(leading.constant, 16)
            XCTAssertEqual(leading.priority, .required)
            XCTAssertFalse(leading.isActive)
            let width = label.widthAnchor.constraint(equalToConstant: 120)
            XCTAssertNil(width.secondItem)
            XCTAssertEqual(width.secondAttribute, .notAnAttribute)
            let ratio = label.heightAnchor.constraint(equalTo: label.widthAnchor, multiplier: 9.0 / 16, constant: 4)
            XCTAssertEqual(ratio.multiplier, 9.0 / 16)
            XCTAssertEqual(ratio.constant, 4)
            let spaced = label.topAnchor.constraint(equalToSystemSpacingBelow: container.topAnchor, multiplier: 2)
            XCTAssertEqual(spaced.constant, 16)
            let old = NSLayoutConstraint(
                item: label, attribute: .centerX, relatedBy: .greaterThanOrEqual,
                toItem: container, attribute: .centerX, multiplier: 1, constant: 0)
            XCTAssertEqual(old.relation, .greaterThanOrEqual)
            XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
            XCTAssertTrue(UILayoutPriority.defaultLow < .defaultHigh)
            XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        }
    }

    /// Activation installs on the nearest common ancestor; deactivation removes it.
    func testActivationInstallsOnTheNearestCommonAncestor() {
        onMain {
            let root = UIView(), left = UIView(), right = UIView(), inner = UIView()
            root.addSubview(left)
            root.addSubview(right)
            left.addSubview(inner)
            let between = inner.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -8)
            let own = inner.widthAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([between, own])
            XCTAssertTrue(between.isActive && own.isActive)
            XCTAssertTrue(root.constraints.contains { $0 === between })
            XCTAssertTrue(inner.constraints.contains { $0 === own }, "a constraint on one view lives on that view")
            NSLayoutConstraint.deactivate([between])
            XCTAssertFalse(between.isActive)
            XCTAssertTrue(root.constraints.isEmpty)
            // A guide lays out in its owning view.
            let guide = UILayoutGuide()
            left.addLayoutGuide(guide)
            let toGuide = guide.leadingAnchor.constraint(equalTo: inner.leadingAnchor)
            toGuide.isActive = true
            XCTAssertTrue(left.constraints.contains { $0 === toGuide })
            left.removeLayoutGuide(guide)
            XCTAssertFalse(toGuide.isActive, "a removed guide's constraints go with it")
            XCTAssertEqual(Reported.diagnostics, [])
        }
    }

    func testConstraintsBetweenUnrelatedViewsAreRefused() {
        onMain {
            let a = UIView(), b = UIView()
            let constraint = a.topAnchor.constraint(equalTo: b.topAnchor)
            constraint.isActive = true
            XCTAssertFalse(constraint.isActive)
            assertReported(
                "NSGenericException", "Unable to activate constraint with anchors",
                "because they have no common ancestor")
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            let sideways = child.topAnchor.constraint(equalTo: parent.topAnchor)
            child.addConstraint(sideways)
            XCTAssertFalse(sideways.isActive)
            assertReported(
                UIKitDiagnostic.internalInconsistency, "The view hierarchy is not prepared for the constraint")
        }
    }

    /// Removing a view from its superview takes the constraints that tie it (or its subviews)
    /// to the rest of the hierarchy.
    func testRemovingAViewRemovesItsCrossingConstraints() {
        onMain {
            let root = UIView(), box = UIView(), inside = UIView(), other = UIView()
            root.addSubview(box)
            root.addSubview(other)
            box.addSubview(inside)
            let crossing = inside.leadingAnchor.constraint(equalTo: other.trailingAnchor)
            let internalOne = inside.topAnchor.constraint(equalTo: box.topAnchor)
            NSLayoutConstraint.activate([crossing, internalOne])
            box.removeFromSuperview()
            XCTAssertFalse(crossing.isActive)
            XCTAssertTrue(internalOne.isActive, "constraints inside the subtree stay")
        }
    }

    func testPriorityChangesOnInstalledConstraints() {
        onMain {
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            let constraint = child.widthAnchor.constraint(equalToConstant: 10)
            constraint.priority = .defaultHigh
            constraint.isActive = true
            constraint.priority = .defaultLow
            XCTAssertEqual(constraint.priority, .defaultLow)
            constraint.priority = .required
            XCTAssertEqual(
                constraint.priority, .defaultLow, "optional to required on an installed constraint is refused")
            assertReported(
                UIKitDiagnostic.internalInconsistency,
                "Mutating a priority from required to not on an installed constraint")
        }
    }

    func testSystemGuidesAndPriorities() {
        onMain {
            let view = UIView()
            XCTAssertTrue(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
            XCTAssertTrue(view.safeAreaLayoutGuide.owningView === view)
            XCTAssertFalse(view.layoutMarginsGuide === view.safeAreaLayoutGuide)
            XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
            XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
            view.setContentHuggingPriority(.required, for: .vertical)
            XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .required)
            XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
        }
    }
}
