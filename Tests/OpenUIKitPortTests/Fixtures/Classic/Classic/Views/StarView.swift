import UIKit

@IBDesignable class StarView: UIView {
    @IBInspectable var points: Int = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(StarView.spin(recognizer:))))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc func spin(recognizer: UITapGestureRecognizer) {}
}
