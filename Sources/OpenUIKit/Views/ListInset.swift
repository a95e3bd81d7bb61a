import Foundation

/// iOS's list inset: the leading margin of cells' content, separators and section headers, and
/// the sides of inset grouped lists: 20 points in a list 414 points wide or wider (the larger
/// phones, tablets), 16 in a narrower one.
enum ListInset {
    static func side(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}
