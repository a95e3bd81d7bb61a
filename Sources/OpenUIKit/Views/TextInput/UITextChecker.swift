import Foundation

/// Finds misspelled words in a string and offers guesses and completions for them, checking
/// English words against a word list: Debian's `/usr/share/dict/words` (the `wamerican`
/// package) when it is installed, else a small built-in list of common English words. Words
/// learned with `learnWord(_:)` count as spelled right in every checker of the process (UIKit
/// keeps them per user; here they last until the process ends).
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    /// The words this checker ignores, as set by `ignoreWord(_:)`.
    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored }
        set { ignored = newValue ?? [] }
    }
    private var ignored: [String] = []

    /// Creates a checker with no ignored words.
    public override init() { super.init() }

    /// The languages the checker knows: English only here.
    open class var availableLanguages: [String] { ["en_US"] }

    /// The first misspelled word in `range` of `stringToCheck` at or after `startingOffset`
    /// (wrapping round to the start of the range when `wrapFlag` is set); `NSNotFound` when
    /// there is none or the language is not English.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        let none = NSRange(location: NSNotFound, length: 0)
        guard Self.isEnglish(language) else { return none }
        let string = stringToCheck as NSString
        let limit = NSIntersectionRange(range, NSRange(location: 0, length: string.length))
        let words = Self.words(in: string, range: limit)
        let start = max(startingOffset, limit.location)
        let ordered = words.filter { $0.location >= start } + (wrapFlag ? words.filter { $0.location < start } : [])
        return ordered.first { !isKnown(string.substring(with: $0)) } ?? none
    }

    /// Correctly spelled words one edit away from the word in `range` (a letter removed, added,
    /// changed or two swapped), the word's capitalization kept; nil when the language is not English.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard Self.isEnglish(language) else { return nil }
        let text = string as NSString
        guard range.location != NSNotFound, NSMaxRange(range) <= text.length, range.length > 0 else { return [] }
        let word = text.substring(with: range)
        let lower = Array(word.lowercased())
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var candidates: [String] = []
        for index in lower.indices {
            var deleted = lower
            deleted.remove(at: index)
            candidates.append(String(deleted))
        }
        for index in lower.indices.dropLast() {
            var swapped = lower
            swapped.swapAt(index, index + 1)
            candidates.append(String(swapped))
        }
        for index in lower.indices {
            for letter in letters where letter != lower[index] {
                var changed = lower
                changed[index] = letter
                candidates.append(String(changed))
            }
        }
        for index in 0...lower.count {
            for letter in letters {
                var inserted = lower
                inserted.insert(letter, at: index)
                candidates.append(String(inserted))
            }
        }
        var seen: Set<String> = []
        let capitalized = word.first?.isUppercase ?? false
        return candidates.filter { !$0.isEmpty && $0 != String(lower) && isKnown($0) && seen.insert($0).inserted }
            .prefix(Self.guessLimit).map { capitalized ? $0.prefix(1).uppercased() + $0.dropFirst() : $0 }
    }

    /// Words of the list that begin with the partial word in `range`, in alphabetical order; nil
    /// when the language is not English.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard Self.isEnglish(language) else { return nil }
        let text = string as NSString
        guard range.location != NSNotFound, NSMaxRange(range) <= text.length, range.length > 0 else { return [] }
        let prefix = text.substring(with: range).lowercased()
        let list = Self.wordList.sorted
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var found: [String] = []
        var index = low
        while index < list.count, list[index].hasPrefix(prefix), found.count < Self.completionLimit {
            if list[index] != prefix { found.append(list[index]) }
            index += 1
        }
        let learned = Self.learned.filter { $0.lowercased().hasPrefix(prefix) && $0.lowercased() != prefix }
        return Array(Set(found + learned)).sorted()
    }

    /// Makes this checker ignore `wordToIgnore` from now on.
    open func ignoreWord(_ wordToIgnore: String) {
        if !ignored.contains(wordToIgnore) { ignored.append(wordToIgnore) }
    }

    /// Teaches every checker that `word` is spelled right.
    open class func learnWord(_ word: String) {
        learned.insert(word)
    }

    /// Whether `word` was learned.
    open class func hasLearnedWord(_ word: String) -> Bool {
        learned.contains(word)
    }

    /// Forgets a learned word.
    open class func unlearnWord(_ word: String) {
        learned.remove(word)
    }

    // MARK: The word list

    /// The most guesses offered, as UIKit offers a handful.
    private static let guessLimit = 10
    /// The most completions offered.
    private static let completionLimit = 50
    /// Words learned in this process.
    static var learned: Set<String> = []

    private func isKnown(_ word: String) -> Bool {
        if ignored.contains(word) || Self.learned.contains(word) { return true }
        let lower = word.lowercased()
        if Self.wordList.words.contains(lower) { return true }
        // A possessive or a contraction of a known word ("cat's", "isn't" when "isn" is not a word).
        if lower.hasSuffix("'s"), Self.wordList.words.contains(String(lower.dropLast(2))) { return true }
        return false
    }

    private static func isEnglish(_ language: String) -> Bool {
        language.lowercased().hasPrefix("en")
    }

    /// The words of `range` in `string`: runs of letters and apostrophes; runs with digits are skipped.
    static func words(in string: NSString, range: NSRange) -> [NSRange] {
        var words: [NSRange] = []
        var start: Int?
        var hasDigit = false
        func close(at end: Int) {
            if let begin = start, !hasDigit {
                var finish = end
                while finish > begin, string.character(at: finish - 1) == 0x27 { finish -= 1 }
                if finish > begin { words.append(NSRange(location: begin, length: finish - begin)) }
            }
            start = nil
            hasDigit = false
        }
        var index = range.location
        while index < NSMaxRange(range) {
            let composed = string.rangeOfComposedCharacterSequence(at: index)
            let character = Character(string.substring(with: composed))
            if character.isLetter || (character == "'" && start != nil) || character.isNumber {
                if start == nil { start = index }
                if character.isNumber { hasDigit = true }
            } else {
                close(at: index)
            }
            index = NSMaxRange(composed)
        }
        close(at: NSMaxRange(range))
        return words
    }

    /// The list, read once.
    static let wordList: (words: Set<String>, sorted: [String]) = {
        var words = Set(builtInWords.split(separator: " ").map(String.init))
        if let system = try? String(contentsOfFile: systemWordListPath, encoding: .utf8) {
            for line in system.split(separator: "\n") where !line.isEmpty { words.insert(line.lowercased()) }
        }
        return (words, words.sorted())
    }()

    /// Where Debian's `wamerican` package puts its word list.
    static let systemWordListPath = "/usr/share/dict/words"

    /// Common English words, for when no system word list is installed.
    private static let builtInWords = """
        a about above after again against all am an and any are as at be because been before being below between both but \
        by can could did do does doing down during each few for from further had has have having he her here hers herself \
        him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or \
        other our ours ourselves out over own same she should so some such than that the their theirs them themselves then \
        there these they this those through to too under until up very was we were what when where which while who whom why \
        will with would you your yours yourself yourselves hello world word words text view table cell label button image \
        time year people way day man woman child thing life hand part place case week company system program question work \
        government number night point home water room mother area money story fact month lot right study book eye job \
        business issue side kind head house service friend father power hour game line end member law car city community \
        name president team minute idea kid body information back parent face others level office door health person art war \
        history party result change morning reason research girl guy moment air teacher force education good new first last \
        long great little old big high different small large next early young important public bad able red blue green \
        black white go get make know think take see come want look use find give tell ask seem feel try leave call keep let \
        begin show hear play run move like live believe bring happen write sit stand lose pay meet include continue set \
        learn lead understand watch follow stop create speak read spend grow open walk win offer remember love consider \
        appear buy wait serve die send expect build stay fall cut reach kill remain cat dog quick brown fox jumps lazy yes \
        apple orange banana phone computer keyboard screen window mouse swift code test spell spelling check checker
        """
}
