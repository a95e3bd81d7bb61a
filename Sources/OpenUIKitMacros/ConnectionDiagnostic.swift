import SwiftDiagnostics

/// A misuse of `@Outlet`, `@Action` or `@Connectable`, or of an `@IBAction` / `@IBSegueAction` that a
/// `@Connectable` class lists; reported at compile time rather than found when a storyboard
/// fails to connect.
struct ConnectionDiagnostic: DiagnosticMessage, Error {
    let message: String
    let id: String

    var diagnosticID: MessageID { MessageID(domain: "OpenUIKitMacros", id: id) }
    var severity: DiagnosticSeverity { .error }

    static let connectableNotOnClass = ConnectionDiagnostic(
        message: "@Connectable applies to a class (a UIResponder subclass such as a UIViewController or UIView)",
        id: "connectableNotOnClass")
    static let connectableWithoutSuperclass = ConnectionDiagnostic(
        message:
            "@Connectable needs a subclass of UIResponder (UIViewController, UIView, …); this class has no superclass",
        id: "connectableWithoutSuperclass")
    static let connectionsAlreadyDeclared = ConnectionDiagnostic(
        message: "@Connectable writes 'storyboardConnections' itself; remove this declaration",
        id: "connectionsAlreadyDeclared")

    static let outletNotOnVariable = ConnectionDiagnostic(
        message: "@Outlet applies to a 'var' property", id: "outletNotOnVariable")
    static let outletOnLet = ConnectionDiagnostic(
        message: "@Outlet needs 'var': a storyboard sets the outlet after the object is made", id: "outletOnLet")
    static let outletStatic = ConnectionDiagnostic(
        message: "@Outlet applies to an instance property, not a static or class one", id: "outletStatic")
    static let outletSeveralBindings = ConnectionDiagnostic(
        message: "@Outlet marks one property; declare each outlet on its own line", id: "outletSeveralBindings")
    static let outletWithoutType = ConnectionDiagnostic(
        message: "@Outlet needs the property's type written out, as in 'weak var label: UILabel!'",
        id: "outletWithoutType")
    static let outletReadOnly = ConnectionDiagnostic(
        message: "@Outlet needs a settable property; this one has only a getter", id: "outletReadOnly")
    static let outletOutsideConnectable = ConnectionDiagnostic(
        message: "@Outlet is read by @Connectable; add @Connectable to the class that declares it",
        id: "outletOutsideConnectable")

    static let actionNotOnFunction = ConnectionDiagnostic(
        message: "@Action applies to an instance method", id: "actionNotOnFunction")
    static let actionOutsideConnectable = ConnectionDiagnostic(
        message: "@Action is read by @Connectable; add @Connectable to the class that declares it",
        id: "actionOutsideConnectable")

    static func duplicateOutlet(_ name: String) -> ConnectionDiagnostic {
        ConnectionDiagnostic(message: "another outlet is already named '\(name)'", id: "duplicateOutlet")
    }

    static func duplicateSelector(_ selector: String) -> ConnectionDiagnostic {
        ConnectionDiagnostic(
            message: "another method already has the selector '\(selector)'; a storyboard could not tell them apart",
            id: "duplicateSelector")
    }

    static func staticMethod(_ attribute: String) -> ConnectionDiagnostic {
        ConnectionDiagnostic(message: "@\(attribute) applies to an instance method", id: "staticMethod")
    }

    static func effectfulMethod(_ attribute: String) -> ConnectionDiagnostic {
        ConnectionDiagnostic(
            message: "@\(attribute) methods cannot be 'async' or 'throws': a storyboard calls them synchronously",
            id: "effectfulMethod")
    }

    static func genericMethod(_ attribute: String) -> ConnectionDiagnostic {
        ConnectionDiagnostic(message: "@\(attribute) methods cannot be generic", id: "genericMethod")
    }

    static let unsupportedParameter = ConnectionDiagnostic(
        message: "storyboard methods take plain parameters: no 'inout', variadic or parameter packs",
        id: "unsupportedParameter")
    static let actionTooManyParameters = ConnectionDiagnostic(
        message: "an action takes at most two parameters: the sender and the UIEvent",
        id: "actionTooManyParameters")
    static let actionEventNotUIEvent = ConnectionDiagnostic(
        message: "the second parameter of an action is the UIEvent; declare it as 'UIEvent' or 'UIEvent?'",
        id: "actionEventNotUIEvent")
    static let segueActionParameterCount = ConnectionDiagnostic(
        message:
            "an @IBSegueAction takes one to three parameters: the NSCoder, then the sender, then the segue identifier",
        id: "segueActionParameterCount")
    static let segueActionCoderNotFirst = ConnectionDiagnostic(
        message: "the first parameter of an @IBSegueAction is the NSCoder to make the controller from",
        id: "segueActionCoderNotFirst")
    static let segueActionIdentifierNotString = ConnectionDiagnostic(
        message: "the third parameter of an @IBSegueAction is the segue identifier; declare it as 'String?'",
        id: "segueActionIdentifierNotString")
    static let segueActionWithoutResult = ConnectionDiagnostic(
        message: "an @IBSegueAction returns the view controller it makes", id: "segueActionWithoutResult")
}

/// The fix-it that turns an outlet's `let` into `var`.
struct UseVarFixIt: FixItMessage {
    var message: String { "Replace 'let' with 'var'" }
    var fixItID: MessageID { MessageID(domain: "OpenUIKitMacros", id: "useVar") }
}
