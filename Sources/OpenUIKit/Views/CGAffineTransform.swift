import Foundation

/// An affine transformation matrix in Core Graphics' layout.
///
/// swift-corelibs-foundation provides `CGPoint`, `CGSize` and `CGRect` but not
/// Core Graphics' transform type, so UIKit code that sets `view.transform`
/// needs this stand-in. The matrix is the row-vector form CoreGraphics uses:
///
///     [ a   b   0 ]
///     [ c   d   0 ]
///     [ tx  ty  1 ]
///
/// so a point maps as `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`, and
/// `t1.concatenating(t2)` is the product `t1 * t2`, meaning t1 applies first.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The entry that scales x (and with `b`, `c` and `d` rotates and skews): `x' = a*x + c*y + tx`.
    public var a: CGFloat
    /// The entry by which x contributes to the new y: `y' = b*x + d*y + ty`.
    public var b: CGFloat
    /// The entry by which y contributes to the new x.
    public var c: CGFloat
    /// The entry that scales y.
    public var d: CGFloat
    /// The translation along x.
    public var tx: CGFloat
    /// The translation along y.
    public var ty: CGFloat

    /// The identity, so a default-constructed transform leaves geometry alone.
    ///
    /// The zero-initialiser Swift synthesises for the C struct on Apple
    /// platforms yields the degenerate all-zero matrix instead; nothing
    /// sensible depends on that, whereas this project treats
    /// `CGAffineTransform()` as "no transform".
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Positional form kept because the CoreGraphics overlay offers it too.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform, which leaves geometry as it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves by `tx` and `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales x by `sx` and y by `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Positive angles turn +x towards +y, which on UIKit's y-down screen
    /// reads as clockwise — the same sign CoreGraphics uses.
    public init(rotationAngle angle: CGFloat) {
        let cosine = Foundation.cos(angle)
        let sine = Foundation.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether the transform is exactly the identity.
    public var isIdentity: Bool {
        self == .identity
    }

    /// Translation is applied before `self`, i.e. in the transformed
    /// coordinate space, matching `CGAffineTransformTranslate`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Scaling is applied before `self`, matching `CGAffineTransformScale`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Rotation is applied before `self`, matching `CGAffineTransformRotate`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns `self` unchanged when the matrix is singular, because that is
    /// what `CGAffineTransformInvert` does and callers depend on never
    /// receiving NaNs from it.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }

    /// The product `self * t2`: the result applies `self` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }
}

/// Mapping points through an affine transform.
extension CGPoint {
    /// The point mapped through the transform, translation included.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

/// Mapping sizes through an affine transform.
extension CGSize {
    /// Sizes are vectors, so translation does not affect them.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

/// Rectangle geometry UIKit code relies on: insetting by edge insets and mapping through affine transforms.
extension CGRect {
    /// The axis-aligned bounding box of the four transformed corners, which is
    /// what `CGRectApplyAffineTransform` returns (a rotated rect grows).
    /// The null rect stays null, as in CoreGraphics.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let p1 = CGPoint(x: minX, y: minY).applying(t)
        let p2 = CGPoint(x: maxX, y: minY).applying(t)
        let p3 = CGPoint(x: minX, y: maxY).applying(t)
        let p4 = CGPoint(x: maxX, y: maxY).applying(t)
        let lowX = Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x))
        let highX = Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x))
        let lowY = Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y))
        let highY = Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
