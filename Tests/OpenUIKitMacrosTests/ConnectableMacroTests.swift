import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

@testable import OpenUIKitMacros

private let macros: [String: Macro.Type] = [
    "Connectable": ConnectableMacro.self,
    "Outlet": OutletMacro.self,
    "Action": ActionMacro.self,
]

final class ConnectableMacroTests: XCTestCase {
    func testExpansion() {
        assertMacroExpansion(
            """
            @Connectable
            class VC: UIViewController {
                @Outlet weak var label: UILabel!
                @Outlet var buttons: [UIButton]!
                @IBAction func tap(_ sender: Any) {}
                @Action func done() {}
                @Action func press(_ sender: UIButton, forEvent event: UIEvent) {}
                @IBSegueAction func make(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailVC? { nil }
            }
            """,
            expandedSource: """
                class VC: UIViewController {
                    weak var label: UILabel!
                    var buttons: [UIButton]!
                    @IBAction func tap(_ sender: Any) {}
                    func done() {}
                    func press(_ sender: UIButton, forEvent event: UIEvent) {}
                    @IBSegueAction func make(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailVC? { nil }

                    override class var storyboardConnections: OpenUIKit.StoryboardConnections {
                        var connections = OpenUIKit.StoryboardConnections()
                        connections.outlets["label"] = { target, value in
                            guard let target = target as? VC, let value = value as? UILabel? else {
                                return false
                            }
                            target.label = value
                            return true
                        }
                        connections.outlets["buttons"] = { target, value in
                            guard let target = target as? VC, let value = value as? [UIButton]? else {
                                return false
                            }
                            target.buttons = value
                            return true
                        }
                        connections.actions["tap:"] = { target, sender, event in
                            guard let target = target as? VC else {
                                return
                            }
                            target.tap(sender ?? (sender as Any))
                        }
                        connections.actions["done"] = { target, sender, event in
                            guard let target = target as? VC else {
                                return
                            }
                            target.done()
                        }
                        connections.actions["press:forEvent:"] = { target, sender, event in
                            guard let target = target as? VC else {
                                return
                            }
                            guard let sender = OpenUIKit.StoryboardConnections.sender(sender, as: (UIButton).self, selector: "press:forEvent:", target: target) else {
                                return
                            }
                            target.press(sender, forEvent: event ?? OpenUIKit.UIEvent())
                        }
                        connections.segueActions["makeWithCoder:sender:segueIdentifier:"] = { target, coder, sender, identifier in
                            guard let target = target as? VC else {
                                return nil
                            }
                            return target.make(coder: coder, sender: sender, segueIdentifier: identifier)
                        }
                        return super.storyboardConnections.merging(connections)
                    }
                }
                """,
            macros: macros
        )
    }

    func testPublicClassGetsPublicOverrideAndEmptyClassInherits() {
        assertMacroExpansion(
            """
            @Connectable
            public final class Plain: UIView {
            }
            """,
            expandedSource: """
                public final class Plain: UIView {

                    public override class var storyboardConnections: OpenUIKit.StoryboardConnections {
                        super.storyboardConnections
                    }
                }
                """,
            macros: macros
        )
    }

    func testConnectableOnlyOnSubclasses() {
        assertMacroExpansion(
            "@Connectable struct S {}",
            expandedSource: "struct S {}",
            diagnostics: [
                DiagnosticSpec(message: ConnectionDiagnostic.connectableNotOnClass.message, line: 1, column: 1)
            ],
            macros: macros
        )
        assertMacroExpansion(
            "@Connectable class C {}",
            expandedSource: "class C {}",
            diagnostics: [
                DiagnosticSpec(message: ConnectionDiagnostic.connectableWithoutSuperclass.message, line: 1, column: 20)
            ],
            macros: macros
        )
    }

    func testOutletMisuse() {
        assertMacroExpansion(
            """
            @Connectable
            class VC: UIViewController {
                @Outlet let label: UILabel
                @Outlet func f() {}
                @Outlet var a, b: UIView!
                @Outlet var inferred = UIView()
                @Outlet var computed: UIView { UIView() }
            }
            """,
            expandedSource: """
                class VC: UIViewController {
                    let label: UILabel
                    func f() {}
                    var a, b: UIView!
                    var inferred = UIView()
                    var computed: UIView { UIView() }

                    override class var storyboardConnections: OpenUIKit.StoryboardConnections {
                        super.storyboardConnections
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: ConnectionDiagnostic.outletOnLet.message, line: 3, column: 13,
                    fixIts: [FixItSpec(message: "Replace 'let' with 'var'")]),
                DiagnosticSpec(message: ConnectionDiagnostic.outletNotOnVariable.message, line: 4, column: 5),
                // Swift refuses a peer macro on several variables before `@Outlet` sees them.
                DiagnosticSpec(message: "peer macro can only be applied to a single variable", line: 5, column: 5),
                DiagnosticSpec(message: ConnectionDiagnostic.outletWithoutType.message, line: 6, column: 17),
                DiagnosticSpec(message: ConnectionDiagnostic.outletReadOnly.message, line: 7, column: 34),
            ],
            macros: macros
        )
    }

    func testMarksOutsideConnectableClass() {
        assertMacroExpansion(
            """
            class VC: UIViewController {
                @Outlet weak var label: UILabel!
                @Action func done() {}
            }
            """,
            expandedSource: """
                class VC: UIViewController {
                    weak var label: UILabel!
                    func done() {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: ConnectionDiagnostic.outletOutsideConnectable.message, line: 2, column: 5),
                DiagnosticSpec(message: ConnectionDiagnostic.actionOutsideConnectable.message, line: 3, column: 5),
            ],
            macros: macros
        )
    }

    func testActionMisuse() {
        assertMacroExpansion(
            """
            @Connectable
            class VC: UIViewController {
                @Action func three(_ a: Any, _ b: UIEvent, _ c: Int) {}
                @Action func notEvent(_ a: Any, b: Int) {}
                @IBAction func waits(_ sender: Any) async {}
                @IBAction static func shared(_ sender: Any) {}
                @IBAction func tap(_ sender: Any) {}
                @IBAction func tap(_ sender: UIButton) {}
                @IBSegueAction func noCoder(_ sender: Any?) -> UIViewController? { nil }
                @IBSegueAction func noResult(_ coder: NSCoder) {}
                @IBSegueAction func badIdentifier(_ coder: NSCoder, sender: Any?, segueIdentifier: Int) -> UIViewController? { nil }
            }
            """,
            expandedSource: """
                class VC: UIViewController {
                    func three(_ a: Any, _ b: UIEvent, _ c: Int) {}
                    func notEvent(_ a: Any, b: Int) {}
                    @IBAction func waits(_ sender: Any) async {}
                    @IBAction static func shared(_ sender: Any) {}
                    @IBAction func tap(_ sender: Any) {}
                    @IBAction func tap(_ sender: UIButton) {}
                    @IBSegueAction func noCoder(_ sender: Any?) -> UIViewController? { nil }
                    @IBSegueAction func noResult(_ coder: NSCoder) {}
                    @IBSegueAction func badIdentifier(_ coder: NSCoder, sender: Any?, segueIdentifier: Int) -> UIViewController? { nil }

                    override class var storyboardConnections: OpenUIKit.StoryboardConnections {
                        var connections = OpenUIKit.StoryboardConnections()
                        connections.actions["tap:"] = { target, sender, event in
                            guard let target = target as? VC else {
                                return
                            }
                            target.tap(sender ?? (sender as Any))
                        }
                        return super.storyboardConnections.merging(connections)
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: ConnectionDiagnostic.actionTooManyParameters.message, line: 3, column: 23),
                DiagnosticSpec(message: ConnectionDiagnostic.actionEventNotUIEvent.message, line: 4, column: 40),
                DiagnosticSpec(message: ConnectionDiagnostic.effectfulMethod("IBAction").message, line: 5, column: 41),
                DiagnosticSpec(message: ConnectionDiagnostic.staticMethod("IBAction").message, line: 6, column: 15),
                DiagnosticSpec(message: ConnectionDiagnostic.duplicateSelector("tap:").message, line: 8, column: 20),
                DiagnosticSpec(message: ConnectionDiagnostic.segueActionCoderNotFirst.message, line: 9, column: 43),
                DiagnosticSpec(message: ConnectionDiagnostic.segueActionWithoutResult.message, line: 10, column: 33),
                DiagnosticSpec(
                    message: ConnectionDiagnostic.segueActionIdentifierNotString.message, line: 11, column: 88),
            ],
            macros: macros
        )
    }
}
