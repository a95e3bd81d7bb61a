import Foundation

/// The first stored property of every class whose instances go into attributed strings as
/// values (colours, fonts, paragraph styles).
///
/// Core Foundation on Linux tells its own objects from Swift ones by a type ID it reads from bits
/// 8–17 of the word 16 bytes into whatever object it is handed. ID 0 stands for "Core Foundation's,
/// of no type", and `CFEqual` on two such objects calls that type's equality callback, `__HALT`:
/// an illegal instruction. Attributed strings compare their values with `CFEqual` whenever they
/// are edited, copied or compared. Foundation's own classes start with a word that names their
/// type; other objects have whatever they store first at that offset (a plain Swift class goes in
/// a box whose word 16 is the object's address, so about one object in 1,024 read as type 0).
///
/// In an `NSObject` subclass, the first stored property is that word. This one names type 1023,
/// which Core Foundation never registers, so it is never taken for Core Foundation's own: it hands
/// comparisons and hashes to the object's `isEqual(_:)` and `hash`, as it does for Foundation's
/// classes. `AttributeValueTypeProbeTests` checks this against Core Foundation itself.
struct CoreFoundationTypeWord: Sendable {
    let bits: UInt = 0x3FF << 8
}
