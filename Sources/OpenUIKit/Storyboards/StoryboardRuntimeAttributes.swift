import Foundation
import StoryboardDocument

/// User-defined runtime attributes. UIKit sets them with key-value coding; with none here, the
/// key paths UIKit's own views and controllers answer are set through a table, an `@Outlet` of
/// a `@Connectable` class is set by name, and any other key path is reported.
@MainActor
enum StoryboardRuntimeAttributes {
    private typealias Setter = (AnyObject, RuntimeAttribute.Value) -> Bool

    private static func number(_ value: RuntimeAttribute.Value) -> CGFloat? {
        switch value {
        case .number(let number): CGFloat(number)
        case .boolean(let flag): flag ? 1 : 0
        default: nil
        }
    }

    private static func flag(_ value: RuntimeAttribute.Value) -> Bool? {
        switch value {
        case .boolean(let flag): flag
        case .number(let number): number != 0
        default: nil
        }
    }

    private static func string(_ value: RuntimeAttribute.Value) -> String? {
        switch value {
        case .string(let text), .localizedString(let text): text
        default: nil
        }
    }

    private static func color(_ value: RuntimeAttribute.Value) -> UIColor? {
        if case .color(let color) = value { return UIColor(storyboard: color) }
        return nil
    }

    private static let viewSetters: [String: Setter] = [
        "layer.cornerRadius": { view, value in number(value).map { (view as! UIView).layer.cornerRadius = $0 } != nil },
        "layer.borderWidth": { view, value in number(value).map { (view as! UIView).layer.borderWidth = $0 } != nil },
        "layer.masksToBounds": { view, value in flag(value).map { (view as! UIView).layer.masksToBounds = $0 } != nil },
        "layer.shadowOpacity": { view, value in
            number(value).map { (view as! UIView).layer.shadowOpacity = Float($0) } != nil
        },
        "layer.shadowRadius": { view, value in number(value).map { (view as! UIView).layer.shadowRadius = $0 } != nil },
        "layer.borderColor": { view, value in
            color(value).map { (view as! UIView).layer.borderColor = $0.cgColor } != nil
        },
        "clipsToBounds": { view, value in flag(value).map { (view as! UIView).clipsToBounds = $0 } != nil },
        "tag": { view, value in number(value).map { (view as! UIView).tag = Int($0) } != nil },
        "alpha": { view, value in number(value).map { (view as! UIView).alpha = $0 } != nil },
        "accessibilityIdentifier": { view, value in
            string(value).map { (view as! UIView).accessibilityIdentifier = $0 } != nil
        },
        "accessibilityLabel": { view, value in string(value).map { (view as! UIView).accessibilityLabel = $0 } != nil },
        "accessibilityHint": { view, value in string(value).map { (view as! UIView).accessibilityHint = $0 } != nil },
        "accessibilityValue": { view, value in string(value).map { (view as! UIView).accessibilityValue = $0 } != nil },
        "isAccessibilityElement": { view, value in
            flag(value).map { (view as! UIView).isAccessibilityElement = $0 } != nil
        },
        "backgroundColor": { view, value in color(value).map { (view as! UIView).backgroundColor = $0 } != nil },
    ]

    private static let controllerSetters: [String: Setter] = [
        "title": { controller, value in string(value).map { (controller as! UIViewController).title = $0 } != nil },
        "restorationIdentifier": { controller, value in
            string(value).map { (controller as! UIViewController).restorationIdentifier = $0 } != nil
        },
    ]

    static func apply(_ attributes: [RuntimeAttribute], to object: AnyObject, at location: SourceLocation) {
        for attribute in attributes where !set(attribute, on: object) {
            UIKitDiagnostics.report(
                UIKitDiagnostic.warning,
                "Failed to set (\(attribute.keyPath)) user defined inspected property on (\(objectDescription(object))): this class is not key value coding-compliant for the key \(attribute.keyPath). (\(attribute.location))"
            )
        }
    }

    private static func set(_ attribute: RuntimeAttribute, on object: AnyObject) -> Bool {
        if object is UIView, let setter = viewSetters[attribute.keyPath] { return setter(object, attribute.value) }
        if object is UIViewController, let setter = controllerSetters[attribute.keyPath] {
            return setter(object, attribute.value)
        }
        if let responder = object as? UIResponder,
            let setter = responder.cachedStoryboardConnections.inspectables[attribute.keyPath]
        {
            return setter(object, value(attribute.value))
        }
        return false
    }

    /// An attribute's value as the Swift value an `@IBInspectable` property takes.
    private static func value(_ value: RuntimeAttribute.Value) -> Any? {
        switch value {
        case .boolean(let flag): flag
        case .number(let number): number
        case .string(let text), .localizedString(let text): text
        case .point(let x, let y): CGPoint(x: x, y: y)
        case .size(let width, let height): CGSize(width: width, height: height)
        case .rect(let x, let y, let width, let height): CGRect(x: x, y: y, width: width, height: height)
        case .range(let location, let length): NSRange(location: location, length: length)
        case .color(let color): UIColor(storyboard: color)
        case .image(let name): UIImage(named: name)
        case .none, .other: nil
        }
    }
}
