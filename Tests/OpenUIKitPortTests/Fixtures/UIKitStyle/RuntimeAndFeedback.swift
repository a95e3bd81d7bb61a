import UIKit

private var runtimeBadgeKey: UInt8 = 0

/// A badge kept on any view through an associated object, as apps add stored properties in
/// extensions.
extension UIView {
    var runtimeBadge: String? {
        get { objc_getAssociatedObject(self, &runtimeBadgeKey) as? String }
        set { objc_setAssociatedObject(self, &runtimeBadgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

/// A button that taps back with haptics, as apps write it.
class RuntimeHapticButton: UIButton {
    private let impact = UIImpactFeedbackGenerator(style: .light)
    private let selection = UISelectionFeedbackGenerator()
    private let notification = UINotificationFeedbackGenerator()

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        impact.prepare()
        impact.impactOccurred(intensity: 0.7)
        selection.selectionChanged()
        notification.notificationOccurred(.success)
        runtimeBadge = "tapped"
        if classForCoder == RuntimeHapticButton.self { objc_removeAssociatedObjects(self) }
    }
}
