import Foundation

/// Where characters, words and paragraphs begin and end in a string, in UTF-16 offsets: the
/// caret moves by whole characters (an emoji or a letter with its accent is one step), a word
/// move skips spaces and punctuation and then a word, a double click selects a word or the run
/// of spaces it lands in.
struct TextBoundaries {
    /// The offset of every character boundary, 0 and the end included.
    let offsets: [Int]
    private let characters: [Character]

    init(_ string: String) {
        var offsets = [0]
        var characters: [Character] = []
        var offset = 0
        for character in string {
            offset += character.utf16.count
            offsets.append(offset)
            characters.append(character)
        }
        self.offsets = offsets
        self.characters = characters
    }

    var end: Int { offsets.last ?? 0 }

    /// `offset` moved back onto a character boundary.
    func boundary(atOrBefore offset: Int) -> Int {
        offsets[index(atOrBefore: offset)]
    }

    func characterBoundary(before offset: Int) -> Int {
        let index = self.index(atOrBefore: offset)
        let snapped = offsets[index]
        return snapped < offset ? snapped : offsets[max(0, index - 1)]
    }

    func characterBoundary(after offset: Int) -> Int {
        offsets[min(offsets.count - 1, index(atOrBefore: offset) + 1)]
    }

    /// The start of the word before `offset`: back over what is not a word, then over the word.
    func wordBoundary(before offset: Int) -> Int {
        var index = self.index(atOrBefore: offset)
        while index > 0, !Self.isWord(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWord(characters[index - 1]) { index -= 1 }
        return offsets[index]
    }

    /// The end of the word after `offset`: on over what is not a word, then over the word.
    func wordBoundary(after offset: Int) -> Int {
        var index = self.index(atOrBefore: offset)
        while index < characters.count, !Self.isWord(characters[index]) { index += 1 }
        while index < characters.count, Self.isWord(characters[index]) { index += 1 }
        return offsets[index]
    }

    /// The word, run of spaces or single punctuation mark a double click at `offset` selects
    /// (the character after the offset, or before it at the end).
    func wordRange(at offset: Int) -> NSRange {
        guard !characters.isEmpty else { return NSRange(location: 0, length: 0) }
        var index = min(self.index(atOrBefore: offset), characters.count - 1)
        if characters[index].isNewline, index > 0 { index -= 1 }
        let kind = Self.kind(of: characters[index])
        var start = index, end = index + 1
        if kind != .punctuation {
            while start > 0, Self.kind(of: characters[start - 1]) == kind { start -= 1 }
            while end < characters.count, Self.kind(of: characters[end]) == kind { end += 1 }
        }
        return NSRange(location: offsets[start], length: offsets[end] - offsets[start])
    }

    /// The paragraph around `offset`, without its newline.
    func paragraphRange(at offset: Int) -> NSRange {
        var start = index(atOrBefore: offset), end = start
        while start > 0, !characters[start - 1].isNewline { start -= 1 }
        while end < characters.count, !characters[end].isNewline { end += 1 }
        return NSRange(location: offsets[start], length: offsets[end] - offsets[start])
    }

    /// The index in `offsets` of the boundary at or before `offset`.
    private func index(atOrBefore offset: Int) -> Int {
        var low = 0, high = offsets.count - 1
        if offset >= offsets[high] { return high }
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private enum Kind { case word, space, punctuation }

    private static func kind(of character: Character) -> Kind {
        if isWord(character) { return .word }
        return character.isWhitespace ? .space : .punctuation
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "'"
    }
}
