import Foundation
import OpenUIKit

/// Issue 6's form: a screen of 1,000 views, rows of a label and a field pinned to each other
/// and to the safe area, laid out from scratch and again after its window widens by 1 pt.
/// Prints the medians beside the goals (under 40 ms and under 4 ms).
@MainActor
enum LayoutBenchmarks {
    static let rows = 500

    /// The window, its root view and the fields (whose widths follow the window's).
    static func makeForm() -> (UIWindow, UIView, [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let root = controller.view!
        let safe = root.safeAreaLayoutGuide
        var fields: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for row in 0..<rows {
            let label = UILabel()
            label.text = "Field \(row)"
            let field = UIView()
            for view in [label, field] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            constraints += [
                label.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
                label.widthAnchor.constraint(equalToConstant: 100),
                label.heightAnchor.constraint(equalToConstant: 21),
                label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? safe.topAnchor, constant: 8),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
                field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                field.heightAnchor.constraint(equalToConstant: 31),
            ]
            previous = field
            fields.append(field)
        }
        NSLayoutConstraint.activate(constraints)
        return (window, root, fields)
    }

    static func milliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func run() {
        var scratch: [Double] = []
        for _ in 0..<7 {
            let (window, root, _) = makeForm()
            scratch.append(milliseconds { root.layoutIfNeeded() })
            window.isHidden = true
        }
        let (window, root, fields) = makeForm()
        root.layoutIfNeeded()
        var widen: [Double] = []
        for step in 0..<60 {
            widen.append(
                milliseconds {
                    window.frame.size.width += step % 2 == 0 ? 1 : -1
                    window.layoutIfNeeded()
                })
        }
        // The figures only count if the layout is right: each field fills the row.
        let expected = window.bounds.width - root.safeAreaInsets.left - root.safeAreaInsets.right - 16 - 100 - 8 - 16
        let wrong = fields.filter { abs($0.frame.width - expected) > 0.001 }.count
        print("form of \(rows * 2) views                    ours      goal")
        print(String(format: "  layout from scratch           %8.3f ms  < 40 ms", median(scratch)))
        print(String(format: "  relayout after 1 pt wider     %8.3f ms  < 4 ms", median(widen)))
        print(
            wrong == 0
                ? "  every field \(expected) pt wide, as the constraints say"
                : "  WRONG: \(wrong) fields are not \(expected) pt wide")
        window.isHidden = true
    }
}

MainActor.assumeIsolated { LayoutBenchmarks.run() }
