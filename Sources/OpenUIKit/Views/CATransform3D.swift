import Foundation

/// A 4x4 homogeneous transform in Core Animation's layout.
///
/// Linux has no QuartzCore, yet UIKit code sets `layer.transform` with the
/// `CATransform3D…` free functions, so they are provided here with Core
/// Animation's row-vector convention: a point is the row `[x y z 1]` multiplied
/// on the left, translation lives in `m41…m43`, and `CATransform3DConcat(a, b)`
/// applies `a` first, then `b`.
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// The entry in row 1, column 1: how much x goes into the new x (the x scale).
    public var m11: CGFloat
    /// The entry in row 1, column 2: how much x goes into the new y.
    public var m12: CGFloat
    /// The entry in row 1, column 3: how much x goes into the new z.
    public var m13: CGFloat
    /// The entry in row 1, column 4: how much x goes into w (perspective).
    public var m14: CGFloat
    /// The entry in row 2, column 1: how much y goes into the new x.
    public var m21: CGFloat
    /// The entry in row 2, column 2: how much y goes into the new y (the y scale).
    public var m22: CGFloat
    /// The entry in row 2, column 3: how much y goes into the new z.
    public var m23: CGFloat
    /// The entry in row 2, column 4: how much y goes into w (perspective).
    public var m24: CGFloat
    /// The entry in row 3, column 1: how much z goes into the new x.
    public var m31: CGFloat
    /// The entry in row 3, column 2: how much z goes into the new y.
    public var m32: CGFloat
    /// The entry in row 3, column 3: how much z goes into the new z (the z scale).
    public var m33: CGFloat
    /// The entry in row 3, column 4: the perspective term (often `-1 / distance`); not drawn by the renderer here.
    public var m34: CGFloat
    /// The entry in row 4, column 1: the translation along x.
    public var m41: CGFloat
    /// The entry in row 4, column 2: the translation along y.
    public var m42: CGFloat
    /// The entry in row 4, column 3: the translation along z.
    public var m43: CGFloat
    /// The entry in row 4, column 4: the homogeneous scale, 1 in an affine transform.
    public var m44: CGFloat

    /// All zeros, like the initialiser Swift gives the C struct on Apple
    /// platforms; start from `CATransform3DIdentity` for a usable transform.
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a transform from its sixteen entries, given row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }
}

/// The identity transform, which leaves a layer as it is.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1
)

/// Whether the transform is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether two transforms have exactly the same entries.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A transform that moves by `tx`, `ty` and `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A transform that scales by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// Rotation about the axis `(x, y, z)`, which need not be normalised.
/// A zero-length axis yields the identity, as Core Animation documents.
/// About +z this equals `CGAffineTransform(rotationAngle:)`, so 2D and 3D
/// rotations of a layer agree in direction.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let cosine = Foundation.cos(angle)
    let sine = Foundation.sin(angle)
    let k = 1 - cosine
    // Transpose of the column-vector Rodrigues matrix, for row vectors.
    return CATransform3D(
        m11: k * ux * ux + cosine, m12: k * ux * uy + sine * uz, m13: k * ux * uz - sine * uy, m14: 0,
        m21: k * ux * uy - sine * uz, m22: k * uy * uy + cosine, m23: k * uy * uz + sine * ux, m24: 0,
        m31: k * ux * uz + sine * uy, m32: k * uy * uz - sine * ux, m33: k * uz * uz + cosine, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// The product `a * b`: the result applies `a` first, then `b`.
///
/// Spelled out element by element so that layout and animation code can
/// concatenate without heap allocation.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
    )
}

/// The translation is applied before `t`, as `CATransform3DTranslate` does.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// The scale is applied before `t`, as `CATransform3DScale` does.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// The rotation is applied before `t`, as `CATransform3DRotate` does.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Returns `t` unchanged when it is singular, as Core Animation does, so
/// callers never see NaNs.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Adjugate over determinant, using the 2x2 minors of the top two rows
    // (s*) and bottom two rows (c*) — a Laplace expansion that needs no
    // scratch storage.
    let s0 = t.m11 * t.m22 - t.m21 * t.m12
    let s1 = t.m11 * t.m23 - t.m21 * t.m13
    let s2 = t.m11 * t.m24 - t.m21 * t.m14
    let s3 = t.m12 * t.m23 - t.m22 * t.m13
    let s4 = t.m12 * t.m24 - t.m22 * t.m14
    let s5 = t.m13 * t.m24 - t.m23 * t.m14

    let c5 = t.m33 * t.m44 - t.m43 * t.m34
    let c4 = t.m32 * t.m44 - t.m42 * t.m34
    let c3 = t.m32 * t.m43 - t.m42 * t.m33
    let c2 = t.m31 * t.m44 - t.m41 * t.m34
    let c1 = t.m31 * t.m43 - t.m41 * t.m33
    let c0 = t.m31 * t.m42 - t.m41 * t.m32

    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return t }
    let r = 1 / determinant

    return CATransform3D(
        m11: (t.m22 * c5 - t.m23 * c4 + t.m24 * c3) * r,
        m12: (-t.m12 * c5 + t.m13 * c4 - t.m14 * c3) * r,
        m13: (t.m42 * s5 - t.m43 * s4 + t.m44 * s3) * r,
        m14: (-t.m32 * s5 + t.m33 * s4 - t.m34 * s3) * r,
        m21: (-t.m21 * c5 + t.m23 * c2 - t.m24 * c1) * r,
        m22: (t.m11 * c5 - t.m13 * c2 + t.m14 * c1) * r,
        m23: (-t.m41 * s5 + t.m43 * s2 - t.m44 * s1) * r,
        m24: (t.m31 * s5 - t.m33 * s2 + t.m34 * s1) * r,
        m31: (t.m21 * c4 - t.m22 * c2 + t.m24 * c0) * r,
        m32: (-t.m11 * c4 + t.m12 * c2 - t.m14 * c0) * r,
        m33: (t.m41 * s4 - t.m42 * s2 + t.m44 * s0) * r,
        m34: (-t.m31 * s4 + t.m32 * s2 - t.m34 * s0) * r,
        m41: (-t.m21 * c3 + t.m22 * c1 - t.m23 * c0) * r,
        m42: (t.m11 * c3 - t.m12 * c1 + t.m13 * c0) * r,
        m43: (-t.m41 * s3 + t.m42 * s1 - t.m43 * s0) * r,
        m44: (t.m31 * s3 - t.m32 * s1 + t.m33 * s0) * r
    )
}

/// True only when `t` maps the z = 0 plane exactly as a 2D affine transform
/// would: no perspective, no z coupling, unit z scale and w.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0
        && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The 3D transform that does in the z = 0 plane what the affine transform does.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1
    )
}

/// Drops the z and perspective terms; meaningful only when
/// `CATransform3DIsAffine(t)` holds, as Core Animation documents.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
