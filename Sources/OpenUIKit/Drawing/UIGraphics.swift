import Foundation

/// The stack `UIGraphicsPushContext` and `UIGraphicsPopContext` work on, one per thread.
private let contextStack = ThreadLocal<[CGContext]>("UIGraphicsContextStack") { [] }

/// The context drawing code draws into: the one a renderer pushed before calling
/// `draw(_:)`; nil outside drawing, as in UIKit.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    contextStack.value.last
}

/// Makes `context` the current context for this thread until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    contextStack.value.append(context)
}

/// Popping an empty stack does nothing.
public func UIGraphicsPopContext() {
    _ = contextStack.value.popLast()
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// A one-point frame just inside `rect`, in the current fill colour, as UIKit draws it.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let inner = r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2))
    context.saveGState()
    context.addRect(r)
    if !inner.isEmpty { context.addRect(inner) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

/// Narrows the current context's clip to its intersection with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
