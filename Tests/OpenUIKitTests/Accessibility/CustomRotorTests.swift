import TestSupport
import XCTest

@testable import OpenUIKit

/// Custom rotors, location descriptors and tracking layout guides.
final class CustomRotorTests: UIKitTestCase {
    func testRotorSearchMovesThroughItsElementsBothWays() {
        onMain {
            let headings = (0..<3).map { index -> UILabel in
                let label = UILabel()
                label.text = "Heading \(index)"
                return label
            }
            let rotor = UIAccessibilityCustomRotor(name: "Headings") { predicate in
                let current = headings.firstIndex { $0 === predicate.currentItem.targetElement }
                let next: Int
                switch predicate.searchDirection {
                case .next: next = current.map { $0 + 1 } ?? 0
                case .previous: next = current.map { $0 - 1 } ?? headings.count - 1
                }
                guard headings.indices.contains(next) else { return nil }
                return UIAccessibilityCustomRotor.ItemResult(targetElement: headings[next], targetRange: nil)
            }
            let container = UIView()
            container.accessibilityCustomRotors = [rotor]
            XCTAssertTrue(container.accessibilityCustomRotors?.first === rotor)
            XCTAssertEqual(rotor.systemRotorType, .none)

            var item = UIAccessibilityCustomRotor.ItemResult(targetElement: headings[0], targetRange: nil)
            var visited: [String] = []
            while let next = rotor.result(for: .init(currentItem: item, searchDirection: .next)) {
                visited.append((next.targetElement as? UILabel)?.text ?? "?")
                item = next
            }
            XCTAssertEqual(visited, ["Heading 1", "Heading 2"])
            let back = rotor.result(for: .init(currentItem: item, searchDirection: .previous))
            XCTAssertTrue(back?.targetElement === headings[1])

            let links = UIAccessibilityCustomRotor(systemType: .link) { _ in nil }
            XCTAssertEqual(links.systemRotorType, .link)
            XCTAssertEqual(links.name, "")
            links.attributedName = NSAttributedString(string: "Links")
            XCTAssertEqual(links.name, "Links")
        }
    }

    func testLocationDescriptorDefaultsToTheViewsCentre() {
        onMain {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            let centre = UIAccessibilityLocationDescriptor(name: "Pin", view: view)
            XCTAssertEqual(centre.point, CGPoint(x: 50, y: 30))
            XCTAssertEqual(centre.name, "Pin")
            XCTAssertTrue(centre.view === view)
            let corner = UIAccessibilityLocationDescriptor(name: "Corner", point: .zero, in: view)
            XCTAssertEqual(corner.point, .zero)
        }
    }

    func testTrackingGuideSwitchesConstraintsWithTheEdgeItIsNear() {
        onMain {
            let root = UIViewController()
            let window = showInWindow(root)
            defer { withExtendedLifetime(window) {} }
            let view = root.view!
            let guide = UITrackingLayoutGuide()
            view.addLayoutGuide(guide)
            let height = guide.heightAnchor.constraint(equalToConstant: 100)
            let bottom = guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            let raised = guide.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -200)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                guide.trailingAnchor.constraint(equalTo: view.trailingAnchor), height, bottom,
            ])
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            let aboveGuide = box.bottomAnchor.constraint(equalTo: guide.topAnchor)
            let atTop = box.topAnchor.constraint(equalTo: view.topAnchor)
            guide.setConstraints([aboveGuide], activeWhenNearEdge: .bottom)
            guide.setConstraints([atTop], activeWhenAwayFrom: .bottom)
            XCTAssertEqual(guide.constraints(activeWhenNearEdge: .bottom).count, 1)
            XCTAssertEqual(guide.constraints(activeWhenAwayFrom: .bottom).count, 1)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
            ])
            pump()
            XCTAssertTrue(guide.edgesNear.contains(.bottom))
            XCTAssertTrue(aboveGuide.isActive)
            XCTAssertFalse(atTop.isActive)
            XCTAssertEqual(box.frame.maxY, guide.layoutFrame.minY, accuracy: 0.5)

            NSLayoutConstraint.deactivate([bottom])
            NSLayoutConstraint.activate([raised])
            pump()
            XCTAssertFalse(guide.edgesNear.contains(.bottom))
            XCTAssertFalse(aboveGuide.isActive, "away from the bottom, the near-bottom constraints go")
            XCTAssertTrue(atTop.isActive)
            XCTAssertEqual(box.frame.minY, 0, accuracy: 0.5)

            guide.removeAllTrackedConstraints()
            XCTAssertEqual(guide.constraints(activeWhenNearEdge: .bottom).count, 0)
        }
    }
}
