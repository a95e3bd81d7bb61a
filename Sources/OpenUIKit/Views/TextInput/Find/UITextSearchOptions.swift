import Foundation

/// How a find session matches its query: against whole words, word starts or anywhere, and with
/// which string comparison (case and diacritics).
@preconcurrency @MainActor
open class UITextSearchOptions: NSObject {
    /// Where in a word a match may be.
    public enum WordMatchMethod: Int, Sendable {
        /// At the start of a word.
        case startsWith = 0
        /// Anywhere.
        case contains = 1
        /// A whole word.
        case fullWord = 2
    }

    /// Where in a word a match may be; `contains` unless set.
    open internal(set) var wordMatchMethod: WordMatchMethod
    /// The comparison used: case-insensitive unless set.
    open internal(set) var stringCompareOptions: NSString.CompareOptions

    /// Options matching anywhere, ignoring case.
    public override init() {
        wordMatchMethod = .contains
        stringCompareOptions = [.caseInsensitive]
        super.init()
    }

    init(wordMatchMethod: WordMatchMethod, stringCompareOptions: NSString.CompareOptions) {
        self.wordMatchMethod = wordMatchMethod
        self.stringCompareOptions = stringCompareOptions
        super.init()
    }

    /// The ranges of `query` in `string` these options accept, in order.
    func matches(of query: String, in string: NSString) -> [NSRange] {
        guard !query.isEmpty else { return [] }
        var found: [NSRange] = []
        var searchRange = NSRange(location: 0, length: string.length)
        while searchRange.length > 0 {
            let range = string.range(of: query, options: stringCompareOptions, range: searchRange)
            guard range.location != NSNotFound, range.length > 0 else { break }
            if accepts(range, in: string) { found.append(range) }
            let next = range.location + 1
            searchRange = NSRange(location: next, length: string.length - next)
        }
        return found
    }

    private func accepts(_ range: NSRange, in string: NSString) -> Bool {
        func isWordCharacter(_ index: Int) -> Bool {
            guard index >= 0, index < string.length, let scalar = Unicode.Scalar(string.character(at: index)) else {
                return false
            }
            return CharacterSet.alphanumerics.contains(scalar)
        }
        let startsWord = !isWordCharacter(range.location - 1)
        let endsWord = !isWordCharacter(NSMaxRange(range))
        switch wordMatchMethod {
        case .contains: return true
        case .startsWith: return startsWord
        case .fullWord: return startsWord && endsWord
        }
    }
}

/// How a found match is drawn.
public enum UITextSearchFoundTextStyle: Int, Sendable {
    /// Not marked.
    case normal = 0
    /// Marked as a match.
    case found = 1
    /// Marked as the current match.
    case highlighted = 2
}
