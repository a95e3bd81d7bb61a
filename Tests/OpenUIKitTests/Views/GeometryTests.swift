import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

final class GeometryTests: UIKitTestCase {
    private let accuracy: CGFloat = 1e-9

    private func assertEqual(
        _ lhs: CGAffineTransform, _ rhs: CGAffineTransform,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(lhs.a, rhs.a, accuracy: accuracy, "a", file: file, line: line)
        XCTAssertEqual(lhs.b, rhs.b, accuracy: accuracy, "b", file: file, line: line)
        XCTAssertEqual(lhs.c, rhs.c, accuracy: accuracy, "c", file: file, line: line)
        XCTAssertEqual(lhs.d, rhs.d, accuracy: accuracy, "d", file: file, line: line)
        XCTAssertEqual(lhs.tx, rhs.tx, accuracy: accuracy, "tx", file: file, line: line)
        XCTAssertEqual(lhs.ty, rhs.ty, accuracy: accuracy, "ty", file: file, line: line)
    }

    private func assertEqual(
        _ lhs: CGPoint, _ rhs: CGPoint,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(lhs.x, rhs.x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(lhs.y, rhs.y, accuracy: accuracy, "y", file: file, line: line)
    }

    private func assertEqual(
        _ lhs: CGRect, _ rhs: CGRect,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(lhs.origin.x, rhs.origin.x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(lhs.origin.y, rhs.origin.y, accuracy: accuracy, "y", file: file, line: line)
        XCTAssertEqual(lhs.size.width, rhs.size.width, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(lhs.size.height, rhs.size.height, accuracy: accuracy, "height", file: file, line: line)
    }

    private func assertEqual(
        _ lhs: CATransform3D, _ rhs: CATransform3D,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let l = [
            lhs.m11, lhs.m12, lhs.m13, lhs.m14, lhs.m21, lhs.m22, lhs.m23, lhs.m24,
            lhs.m31, lhs.m32, lhs.m33, lhs.m34, lhs.m41, lhs.m42, lhs.m43, lhs.m44,
        ]
        let r = [
            rhs.m11, rhs.m12, rhs.m13, rhs.m14, rhs.m21, rhs.m22, rhs.m23, rhs.m24,
            rhs.m31, rhs.m32, rhs.m33, rhs.m34, rhs.m41, rhs.m42, rhs.m43, rhs.m44,
        ]
        for index in 0..<16 {
            XCTAssertEqual(
                l[index], r[index], accuracy: accuracy,
                "m\(index / 4 + 1)\(index % 4 + 1)", file: file, line: line)
        }
    }

    // MARK: CGAffineTransform

    func testIdentity() {
        XCTAssertEqual(CGAffineTransform(), .identity)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertEqual(CGAffineTransform.identity, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
        XCTAssertEqual(CGAffineTransform(1, 2, 3, 4, 5, 6), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    func testRowVectorConvention() {
        let t = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        // x' = a*x + c*y + tx, y' = b*x + d*y + ty
        XCTAssertEqual(CGPoint(x: 1, y: 10).applying(t), CGPoint(x: 2 + 50 + 11, y: 3 + 70 + 13))
        XCTAssertEqual(CGSize(width: 1, height: 10).applying(t), CGSize(width: 52, height: 73))
    }

    func testRotationByQuarterTurnMapsXAxisToYAxis() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        assertEqual(CGPoint(x: 1, y: 0).applying(rotation), CGPoint(x: 0, y: 1))
        assertEqual(CGPoint(x: 0, y: 1).applying(rotation), CGPoint(x: -1, y: 0))
        XCTAssertEqual(rotation.b, 1, accuracy: accuracy)
        XCTAssertEqual(rotation.c, -1, accuracy: accuracy)
    }

    func testScaleAndTranslationInitialisers() {
        XCTAssertEqual(CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: -1)), CGPoint(x: 6, y: -4))
        XCTAssertEqual(CGPoint(x: 3, y: 4).applying(CGAffineTransform(translationX: 10, y: 20)), CGPoint(x: 13, y: 24))
        // Translation does not move sizes.
        XCTAssertEqual(
            CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 20)),
            CGSize(width: 3, height: 4))
    }

    func testConcatenatingAppliesReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let point = CGPoint(x: 1, y: 1)
        // Scale then translate: (2, 2) + (10, 0)
        XCTAssertEqual(point.applying(scale.concatenating(translate)), CGPoint(x: 12, y: 2))
        // Translate then scale: (11, 1) * 2
        XCTAssertEqual(point.applying(translate.concatenating(scale)), CGPoint(x: 22, y: 2))
        XCTAssertEqual(
            point.applying(scale.concatenating(translate)),
            point.applying(scale).applying(translate))
    }

    func testConcatenatingGeneralMatrices() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // Row-vector product [a b 0; c d 0; tx ty 1] · [...], worked by hand.
        XCTAssertEqual(t1.concatenating(t2), CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        XCTAssertEqual(t2.concatenating(t1), CGAffineTransform(a: 31, b: 46, c: 39, d: 58, tx: 52, ty: 76))
        let point = CGPoint(x: -3, y: 2)
        XCTAssertEqual(point.applying(t1.concatenating(t2)), point.applying(t1).applying(t2))
    }

    func testTranslatedScaledRotatedPrependToReceiver() {
        let base = CGAffineTransform(scaleX: 2, y: 3)
        // translatedBy translates in the receiver's (pre-transform) space.
        let translated = base.translatedBy(x: 5, y: 7)
        XCTAssertEqual(translated, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
        XCTAssertEqual(translated, CGAffineTransform(translationX: 5, y: 7).concatenating(base))

        let moved = CGAffineTransform(translationX: 5, y: 7)
        XCTAssertEqual(moved.scaledBy(x: 2, y: 3), CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))

        let rotated = moved.rotated(by: .pi / 2)
        // Rotate first, then translate.
        assertEqual(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 5, y: 8))
        assertEqual(rotated, CGAffineTransform(rotationAngle: .pi / 2).concatenating(moved))
    }

    func testInvertedComposesToIdentity() {
        let t = CGAffineTransform(rotationAngle: 0.7)
            .scaledBy(x: 3, y: -0.5)
            .translatedBy(x: 12, y: -4)
            .concatenating(CGAffineTransform(a: 1, b: 0.25, c: -0.5, d: 1, tx: 9, ty: 2))
        assertEqual(t.inverted().concatenating(t), .identity)
        assertEqual(t.concatenating(t.inverted()), .identity)
        let point = CGPoint(x: -8, y: 31)
        assertEqual(point.applying(t).applying(t.inverted()), point)
    }

    func testInvertingSingularTransformReturnsItUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(singular.inverted(), singular)
        let zeroScale = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 3, y: 3)
        XCTAssertEqual(zeroScale.inverted(), zeroScale)
    }

    func testRectApplyingRotationGivesBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
        // 90°: (x, y) -> (-y, x); corners span x in [-2, 0], y in [0, 4].
        assertEqual(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -2, y: 0, width: 2, height: 4))
        // 45°: a 2x2 square around the origin grows to its bounding diamond.
        let square = CGRect(x: -1, y: -1, width: 2, height: 2)
        let root2 = CGFloat(2).squareRoot()
        assertEqual(
            square.applying(CGAffineTransform(rotationAngle: .pi / 4)),
            CGRect(x: -root2, y: -root2, width: 2 * root2, height: 2 * root2))
    }

    func testRectApplyingScaleAndTranslation() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(
            rect.applying(CGAffineTransform(translationX: 10, y: -2)), CGRect(x: 11, y: 0, width: 3, height: 4))
        // Negative scale flips, but the result is standardised.
        XCTAssertEqual(rect.applying(CGAffineTransform(scaleX: -2, y: 1)), CGRect(x: -8, y: 2, width: 6, height: 4))
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    // MARK: CATransform3D

    func testCATransform3DIdentityAndDefault() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3D()))
        XCTAssertEqual(CATransform3D().m11, 0)
        XCTAssertEqual(CATransform3DIdentity.m44, 1)
        XCTAssertTrue(CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DMakeScale(1, 1, 1)))
    }

    func testMakeTranslationAndScaleLayout() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        XCTAssertEqual([t.m41, t.m42, t.m43, t.m44], [1, 2, 3, 1])
        let s = CATransform3DMakeScale(4, 5, 6)
        XCTAssertEqual([s.m11, s.m22, s.m33, s.m44], [4, 5, 6, 1])
        XCTAssertFalse(CATransform3DIsIdentity(t))
    }

    func testRotationAboutZMatchesAffineRotation() {
        let angle: CGFloat = 0.6
        let rotation3D = CATransform3DMakeRotation(angle, 0, 0, 1)
        XCTAssertTrue(CATransform3DIsAffine(rotation3D))
        assertEqual(CATransform3DGetAffineTransform(rotation3D), CGAffineTransform(rotationAngle: angle))
        // Axis length does not matter.
        assertEqual(CATransform3DMakeRotation(angle, 0, 0, 5), rotation3D)
        // Zero axis gives identity.
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    func testRotationAboutXMovesYTowardsZ() {
        // Row vector [0 1 0 1] times rotation of +90° about x goes to +z,
        // following the right-hand rule.
        let r = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        XCTAssertEqual(r.m21, 0, accuracy: accuracy)
        XCTAssertEqual(r.m22, 0, accuracy: accuracy)
        XCTAssertEqual(r.m23, 1, accuracy: accuracy)
        XCTAssertEqual(r.m32, -1, accuracy: accuracy)
        XCTAssertFalse(CATransform3DIsAffine(r))
    }

    func testConcatAppliesFirstArgumentFirst() {
        let scale = CATransform3DMakeScale(2, 2, 2)
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scaleThenTranslate = CATransform3DConcat(scale, translate)
        XCTAssertEqual(scaleThenTranslate.m41, 10)
        XCTAssertEqual(scaleThenTranslate.m11, 2)
        let translateThenScale = CATransform3DConcat(translate, scale)
        XCTAssertEqual(translateThenScale.m41, 20)
        // Agrees with the affine conventions.
        let affine = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(rotationAngle: 0.3))
        let viaCA = CATransform3DConcat(
            CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 3)),
            CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        )
        assertEqual(CATransform3DGetAffineTransform(viaCA), affine)
    }

    func testTranslateScaleRotatePrependToTransform() {
        let base = CATransform3DMakeScale(2, 3, 4)
        assertEqual(
            CATransform3DTranslate(base, 1, 1, 1), CATransform3DConcat(CATransform3DMakeTranslation(1, 1, 1), base))
        let translated = CATransform3DTranslate(base, 1, 1, 1)
        XCTAssertEqual([translated.m41, translated.m42, translated.m43], [2, 3, 4])
        assertEqual(
            CATransform3DScale(CATransform3DMakeTranslation(5, 6, 7), 2, 2, 2),
            CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(5, 6, 7)))
        assertEqual(
            CATransform3DRotate(base, 0.4, 1, 2, 3),
            CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 2, 3), base))
    }

    func testInvertComposesToIdentity() {
        var t = CATransform3DMakeRotation(0.9, 1, -2, 0.5)
        t = CATransform3DScale(t, 2, 0.5, 3)
        t = CATransform3DTranslate(t, 4, -7, 2)
        t.m34 = -1.0 / 500  // perspective, as UIKit code commonly sets
        let inverse = CATransform3DInvert(t)
        assertEqual(CATransform3DConcat(t, inverse), CATransform3DIdentity)
        assertEqual(CATransform3DConcat(inverse, t), CATransform3DIdentity)
    }

    func testInvertGeneralMatrix() {
        // Every entry non-zero, so each cofactor term matters.
        let t = CATransform3D(
            m11: 2, m12: 1, m13: 0.5, m14: 0.1,
            m21: -1, m22: 3, m23: 0.25, m24: 0.2,
            m31: 0.5, m32: -0.5, m33: 4, m34: -0.3,
            m41: 7, m42: -2, m43: 1.5, m44: 1
        )
        let inverse = CATransform3DInvert(t)
        assertEqual(CATransform3DConcat(t, inverse), CATransform3DIdentity)
        assertEqual(CATransform3DConcat(inverse, t), CATransform3DIdentity)
        assertEqual(CATransform3DInvert(inverse), t)
    }

    func testConcatGeneralMatrices() {
        let a = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        let b = CATransform3D(
            m11: 17, m12: 18, m13: 19, m14: 20, m21: 21, m22: 22, m23: 23, m24: 24,
            m31: 25, m32: 26, m33: 27, m34: 28, m41: 29, m42: 30, m43: 31, m44: 32)
        // a · b, worked by hand (row i of a dotted with column j of b).
        let expected = CATransform3D(
            m11: 250, m12: 260, m13: 270, m14: 280,
            m21: 618, m22: 644, m23: 670, m24: 696,
            m31: 986, m32: 1028, m33: 1070, m34: 1112,
            m41: 1354, m42: 1412, m43: 1470, m44: 1528
        )
        XCTAssertEqual(CATransform3DConcat(a, b), expected)
        XCTAssertNotEqual(CATransform3DConcat(b, a), expected)
    }

    func testInvertSingularReturnsOriginal() {
        let flat = CATransform3DMakeScale(1, 1, 0)
        XCTAssertEqual(CATransform3DInvert(flat), flat)
    }

    func testAffineRoundTripAndIsAffine() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
        XCTAssertEqual([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m33, t.m44], [1, 2, 3, 4, 5, 6, 1, 1])
        var perspective = t
        perspective.m34 = -0.002
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
    }

    // MARK: Insets

    func testEdgeInsetsDefaultsAndEquality() {
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(UIEdgeInsets(), .zero)
        XCTAssertNotEqual(
            UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), UIEdgeInsets(top: 1, left: 2, bottom: 4, right: 3))
        XCTAssertEqual(
            NSDirectionalEdgeInsets.zero, NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(UIOffset.zero, UIOffset(horizontal: 0, vertical: 0))
        XCTAssertEqual(Set([UIEdgeInsets.zero, UIEdgeInsets()]).count, 1)
    }

    func testRectInsetByEdgeInsets() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(
            rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            CGRect(x: 12, y: 21, width: 94, height: 46))
        XCTAssertEqual(
            rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)),
            CGRect(x: 5, y: 15, width: 110, height: 60))
        // Over-insetting goes negative rather than clamping, as UIKit does.
        let over = rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
        XCTAssertEqual(over.origin.x, 70)
        XCTAssertEqual(over.size.width, -20)
    }

    func testRectEdgeRawValues() {
        XCTAssertEqual(UIRectEdge.top.rawValue, 1)
        XCTAssertEqual(UIRectEdge.left.rawValue, 2)
        XCTAssertEqual(UIRectEdge.bottom.rawValue, 4)
        XCTAssertEqual(UIRectEdge.right.rawValue, 8)
        XCTAssertEqual(UIRectEdge.all.rawValue, 15)
        let edges: UIRectEdge = [.top, .bottom]
        XCTAssertTrue(edges.contains(.top))
        XCTAssertFalse(edges.contains(.left))
        XCTAssertTrue(UIRectEdge.all.contains(edges))
    }
}
