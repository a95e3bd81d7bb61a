import Foundation

/// Foundation's protocol for collections Objective-C's `for … in` walks, which Linux's
/// Foundation lacks. Apple's requirement hands out C buffers; this stand-in hands out the
/// objects, in order, which is what APIs taking `any NSFastEnumeration` (Photos' change requests,
/// for one) read. Arrays, sets and their Foundation classes adopt it, so `[asset] as
/// NSFastEnumeration` and `assets as NSArray` read as they do on Apple platforms.
public protocol NSFastEnumeration {
    /// The objects the collection holds, in enumeration order.
    ///
    /// - Complexity: O(n) for every adopter here.
    var fastEnumerationObjects: [Any] { get }
}

/// `NSArray` enumerates its elements, as it does on Apple's platforms.
extension NSArray: NSFastEnumeration {
    /// The array's objects, in order.
    public var fastEnumerationObjects: [Any] { map { $0 } }
}

/// `NSSet` enumerates its elements, as it does on Apple's platforms.
extension NSSet: NSFastEnumeration {
    /// The set's objects, in its enumeration order.
    public var fastEnumerationObjects: [Any] { allObjects }
}

/// `NSOrderedSet` enumerates its elements, as it does on Apple's platforms.
extension NSOrderedSet: NSFastEnumeration {
    /// The ordered set's objects, in order.
    public var fastEnumerationObjects: [Any] { array }
}

/// `Array` enumerates its elements, as it does on Apple's platforms.
extension Array: NSFastEnumeration {
    /// The elements, in order.
    public var fastEnumerationObjects: [Any] { map { $0 } }
}

/// `Set` enumerates its elements, as it does on Apple's platforms.
extension Set: NSFastEnumeration {
    /// The elements, in the set's order.
    public var fastEnumerationObjects: [Any] { map { $0 } }
}
