import Foundation

/// Property lists from untrusted bytes (an app's Info.plist, a storyboard's `.strings` table).
/// Foundation on Linux reads a binary property list's objects as the file says, and a file that
/// puts a null or a set where a value goes crashes it while the result is bridged to Swift. So a
/// binary list is walked here first: every offset and reference inside the file, only the
/// property-list types (no nulls, sets or keyed-archive UIDs), string keys, no object inside
/// itself, nesting no deeper than `maximumDepth`, and no more objects, once shared ones are
/// counted each time they are named (Foundation makes one for each), than `objectLimit(stored:)`
/// allows: a small file that names its objects over and over would otherwise make Foundation
/// build an exponential number of them (25 arrays each naming the next twice took it 18 seconds).
public enum PropertyListFile {
    /// Deeper than any Info.plist or strings table, and shallow enough for Foundation's readers,
    /// which recurse.
    public static let maximumDepth = 512
    /// Far more than any Info.plist or strings table holds; Foundation reads this many in about
    /// a quarter of a second.
    public static let maximumObjects = 1_000_000

    /// The objects Foundation may make for a file that stores `stored`: as many as it stores, and
    /// no more than four for each (at least 10,000), so what Foundation does grows with the
    /// file's size and sharing cannot multiply a small file into a large one. A bound of a
    /// million alone let 30 shared arrays of 246 bytes make 73,727 objects, which took the
    /// fuzzer almost a second under AddressSanitizer; 10,000 take it a tenth of that.
    public static func objectLimit(stored: Int) -> Int {
        min(maximumObjects, max(10_000, 4 * stored))
    }

    public struct MalformedError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The property list in `data`, as `PropertyListSerialization` reads it. An XML property
    /// list goes through the storyboards' rule first (`XMLInput`): UTF-8, or UTF-16 with a byte
    /// order mark transcoded to UTF-8; any other encoding its declaration names is refused with
    /// its line and column instead of reaching Foundation's converters. Old-style lists and
    /// `.strings` tables are passed on as they are.
    ///
    /// - Throws: `MalformedError` for a binary list that fails the walk below or XML in an
    ///   encoding that is not read; Foundation's error for anything it cannot parse.
    public static func propertyList(from data: Data) throws -> Any {
        var data = data
        if data.starts(with: Array("bplist".utf8)) {
            if let problem = BinaryPropertyListCheck(data).problem() {
                throw MalformedError(description: "malformed binary property list: \(problem)")
            }
        } else if XMLInput.startsAsMarkup(data) {
            switch XMLInput.utf8(data) {
            case .success(let utf8): data = utf8
            case .failure(let problem):
                throw MalformedError(
                    description:
                        "XML property list refused at line \(problem.line), column \(problem.column): \(problem.message)"
                )
            }
        }
        return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }
}

/// The walk over a binary property list (the `bplist00` format: objects, an offset table, and a
/// 32-byte trailer saying where the table is and which object is the top).
private struct BinaryPropertyListCheck {
    let bytes: [UInt8]

    init(_ data: Data) { bytes = Array(data) }

    private struct Trailer {
        let offsetSize: Int, referenceSize: Int, objectCount: Int, top: Int, tableOffset: Int
    }

    /// What is wrong with the file, or nil when Foundation may read it.
    func problem() -> String? {
        guard bytes.count >= 8 + 1 + 32 else { return "too short" }
        let end = bytes.count - 32
        guard let trailer = trailer(at: end) else { return "the trailer is out of range" }
        var offsets: [Int] = []
        offsets.reserveCapacity(trailer.objectCount)
        for index in 0..<trailer.objectCount {
            let offset = integer(at: trailer.tableOffset + index * trailer.offsetSize, size: trailer.offsetSize)
            guard let offset, offset >= 8, offset < trailer.tableOffset else {
                return "object \(index) is outside the file"
            }
            offsets.append(offset)
        }
        return walk(from: trailer.top, offsets: offsets, trailer: trailer)
    }

    private func trailer(at end: Int) -> Trailer? {
        let offsetSize = Int(bytes[end + 6]), referenceSize = Int(bytes[end + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = integer(at: end + 8, size: 8), let top = integer(at: end + 16, size: 8),
            let table = integer(at: end + 24, size: 8),
            count >= 1, top < count, table >= 9, table <= end,
            count <= (end - table) / offsetSize
        else { return nil }
        return Trailer(
            offsetSize: offsetSize, referenceSize: referenceSize, objectCount: count, top: top, tableOffset: table)
    }

    /// Depth first from the top object, without recursion: each object checked once, an object
    /// met again on its own path is a cycle.
    private func walk(from top: Int, offsets: [Int], trailer: Trailer) -> String? {
        let limit = PropertyListFile.objectLimit(stored: offsets.count)
        var checked = [Bool](repeating: false, count: offsets.count)
        // How many objects Foundation makes for each checked one, itself and all it holds.
        var made = [Int](repeating: 0, count: offsets.count)
        var onPath = [Bool](repeating: false, count: offsets.count)
        // Each entry: an object and the references of it still to visit.
        var stack: [(object: Int, children: [Int], next: Int)] = []
        func enter(_ index: Int) -> String? {
            guard index < offsets.count else { return "a reference past the last object" }
            if onPath[index] { return "object \(index) is inside itself" }
            if checked[index] { return nil }
            guard stack.count < PropertyListFile.maximumDepth else {
                return "nested deeper than \(PropertyListFile.maximumDepth)"
            }
            switch object(at: offsets[index], end: trailer.tableOffset, referenceSize: trailer.referenceSize) {
            case .failure(let problem):
                return "object \(index): \(problem.text)"
            case .success(let (children, keys)):
                for key in keys {
                    guard key < offsets.count else { return "a reference past the last object" }
                    let marker = bytes[offsets[key]] >> 4
                    guard marker == 0x5 || marker == 0x6 else {
                        return "object \(index) has a key that is not a string"
                    }
                }
                onPath[index] = true
                stack.append((index, children, 0))
                return nil
            }
        }
        if let problem = enter(top) { return problem }
        while let last = stack.last {
            if last.next < last.children.count {
                stack[stack.count - 1].next += 1
                if let problem = enter(last.children[last.next]) { return problem }
            } else {
                onPath[last.object] = false
                checked[last.object] = true
                made[last.object] = last.children.reduce(1) { min($0 + made[$1], limit + 1) }
                guard made[last.object] <= limit else {
                    return
                        "more than \(limit) objects once shared ones are counted each time (it stores \(offsets.count))"
                }
                stack.removeLast()
            }
        }
        return nil
    }

    /// The object at `offset` checked on its own: its references (keys and values for a
    /// dictionary, keys also listed apart), or why it is not a property-list object.
    private func object(at offset: Int, end: Int, referenceSize: Int) -> Result<([Int], [Int]), ObjectProblem> {
        let marker = bytes[offset], kind = marker >> 4, low = Int(marker & 0x0F)
        var position = offset + 1
        func fits(_ length: Int) -> Bool { length >= 0 && length <= end - position }
        switch kind {
        case 0x0:
            return marker == 0x08 || marker == 0x09
                ? .success(([], [])) : .failure(ObjectProblem("a null or fill byte"))
        case 0x1:
            return low <= 4 && fits(1 << low) ? .success(([], [])) : .failure(ObjectProblem("an integer past the end"))
        case 0x2:
            return (low == 2 || low == 3) && fits(1 << low) ? .success(([], [])) : .failure(ObjectProblem("a bad real"))
        case 0x3:
            return marker == 0x33 && fits(8) ? .success(([], [])) : .failure(ObjectProblem("a bad date"))
        case 0x4, 0x5, 0x6, 0xA, 0xD:
            guard let count = length(low, at: &position, end: end) else {
                return .failure(ObjectProblem("a bad length"))
            }
            switch kind {
            case 0x4, 0x5:
                return fits(count) ? .success(([], [])) : .failure(ObjectProblem("runs past the end"))
            case 0x6:
                return count <= Int.max / 2 && fits(count * 2)
                    ? .success(([], [])) : .failure(ObjectProblem("runs past the end"))
            default:
                let references = kind == 0xD ? 2 : 1
                guard count <= (end - position) / referenceSize / references else {
                    return .failure(ObjectProblem("runs past the end"))
                }
                let all = (0..<(count * references)).compactMap {
                    integer(at: position + $0 * referenceSize, size: referenceSize)
                }
                return .success((all, kind == 0xD ? Array(all.prefix(count)) : []))
            }
        default:
            return .failure(ObjectProblem("not a property-list type (marker \(String(marker, radix: 16)))"))
        }
    }

    private struct ObjectProblem: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// A length kept in the marker's low nibble, or after it as an integer object when the nibble
    /// is 0xF.
    private func length(_ low: Int, at position: inout Int, end: Int) -> Int? {
        guard low == 0xF else { return low }
        guard position < end, bytes[position] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[position] & 0x0F)
        guard size <= 8, size <= end - position - 1, let value = integer(at: position + 1, size: size) else {
            return nil
        }
        position += 1 + size
        return value
    }

    /// A big-endian unsigned integer of `size` bytes, nil when out of range or past `Int.max`.
    private func integer(at position: Int, size: Int) -> Int? {
        guard position >= 0, size <= bytes.count - position else { return nil }
        var value: UInt64 = 0
        for byte in bytes[position..<(position + size)] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
