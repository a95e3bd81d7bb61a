import Foundation

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views a format
    /// names and which way it reads a horizontal format.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Makes options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of every view the format names.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right, whatever the language.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spacing is measured edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spacing is measured between baselines, for vertical formats of text views.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a Visual Format Language string describes (`"H:|-[name(>=80)]-8-[field]-|"`),
    /// not yet active: the spacing between the views and superview edges (`-` is the standard
    /// 8 points between views and 20 to the superview), each view's own size predicates, and the
    /// alignment `options` asks for between the views it names. `metrics` gives numbers by name,
    /// `views` the views by name. A format UIKit cannot parse gets UIKit's message
    /// ("Unable to parse constraint format") and no constraints, where UIKit raises.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch let failure as VisualFormatParser.Failure {
            UIKitDiagnostics.report(
                UIKitDiagnostic.invalidArgument,
                "Unable to parse constraint format: \n\(failure.reason) \n\(format) \n"
                    + String(repeating: " ", count: failure.offset) + "^")
            return []
        } catch {
            return []
        }
    }
}

/// One pass over a Visual Format Language string, making the constraints as it reads.
@MainActor
struct VisualFormatParser {
    struct Failure: Error {
        var reason: String
        var offset: Int
    }

    /// A relation, a constant or another view, and a priority: `>=80@750`, `==other`.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority: UILayoutPriority = .required
    }

    /// The format without its whitespace, which the grammar ignores.
    let characters: [Character]
    /// Where each of `characters` stands in the format, so a failure points at the format as written.
    let originalOffsets: [Int]
    let formatLength: Int
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        var kept: [Character] = []
        var offsets: [Int] = []
        for (offset, character) in format.enumerated() where !character.isWhitespace {
            kept.append(character)
            offsets.append(offset)
        }
        characters = kept
        originalOffsets = offsets
        formatLength = format.count
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    static let standardSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    mutating func parse() throws -> [NSLayoutConstraint] {
        var vertical = false
        if peek("V:") {
            vertical = true
            index += 2
        } else if peek("H:") {
            index += 2
        }
        let (leading, trailing): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
        switch (vertical, options.intersection(.directionMask)) {
        case (true, _): (leading, trailing) = (.top, .bottom)
        case (false, .directionLeftToRight): (leading, trailing) = (.left, .right)
        case (false, .directionRightToLeft): (leading, trailing) = (.right, .left)
        default: (leading, trailing) = (.leading, .trailing)
        }
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var made: [NSLayoutConstraint] = []
        var named: [UIView] = []
        // The spacing waiting for the next view: from the opening `|`, or from the view before.
        var pending: [Predicate]?
        if peek("|") {
            index += 1
            pending = try connection(opening: true)
        }
        var previous: UIView?
        while true {
            guard index < characters.count, characters[index] == "[" else {
                throw fail("Expected a '[' to start a view")
            }
            let view = try viewElement(size: size, into: &made)
            named.append(view)
            if let spacing = pending {
                let other: UIView
                let otherEdge: NSLayoutConstraint.Attribute
                if let previous {
                    (other, otherEdge) = (previous, trailing)
                } else if let superview = view.superview {
                    (other, otherEdge) = (superview, leading)
                } else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                for predicate in spacing { made.append(constraint(view, leading, other, otherEdge, predicate)) }
            }
            previous = view
            pending = nil
            guard index < characters.count else { break }
            let spacing = characters[index] == "|" ? [Predicate()] : try connection(opening: false)
            if index < characters.count, characters[index] == "|" {
                index += 1
                guard index == characters.count else { throw fail("Expected the end of the format after '|'") }
                guard let superview = view.superview else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                for predicate in spacing { made.append(constraint(superview, trailing, view, trailing, predicate)) }
                break
            }
            guard index < characters.count else { throw fail("Expected a view after the connection") }
            pending = spacing
        }
        made += alignments(of: named)
        return made
    }

    /// A view and its size predicates: `[name(>=80,<=200@750)]`.
    private mutating func viewElement(
        size: NSLayoutConstraint.Attribute, into made: inout [NSLayoutConstraint]
    )
        throws -> UIView
    {
        index += 1
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name") }
        guard let view = views[name] as? UIView else {
            index = start
            throw fail("\(name) is not a key in the views dictionary.")
        }
        if index < characters.count, characters[index] == "(" {
            for predicate in try predicateList() {
                made.append(
                    NSLayoutConstraint(
                        firstItem: view, firstAttribute: size, relation: predicate.relation,
                        secondItem: predicate.view, secondAttribute: predicate.view == nil ? .notAnAttribute : size,
                        multiplier: 1, constant: predicate.constant
                    ).prioritized(predicate.priority))
            }
        }
        guard index < characters.count, characters[index] == "]" else { throw fail("Expected ']'") }
        index += 1
        return view
    }

    /// The spacing after a view or the opening superview edge: none (flush), `-` (standard: 8
    /// points between views, 20 at a superview edge), `-8-`, `-metric-` or `-(>=8,<=20)-`.
    private mutating func connection(opening: Bool) throws -> [Predicate] {
        guard index < characters.count, characters[index] == "-" else { return [Predicate()] }
        index += 1
        if index < characters.count, characters[index] == "[" || characters[index] == "|" {
            let edge = opening || characters[index] == "|"
            return [Predicate(constant: edge ? Self.standardSuperviewSpacing : Self.standardSpacing)]
        }
        let predicates: [Predicate]
        if index < characters.count, characters[index] == "(" {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try number())]
        }
        guard index < characters.count, characters[index] == "-" else { throw fail("Expected '-'") }
        index += 1
        return predicates
    }

    /// `(pred, pred, …)`.
    private mutating func predicateList() throws -> [Predicate] {
        index += 1
        var list: [Predicate] = []
        while true {
            list.append(try predicate())
            guard index < characters.count else { throw fail("Expected ')'") }
            if characters[index] == "," {
                index += 1
                continue
            }
            guard characters[index] == ")" else { throw fail("Expected ')' or ','") }
            index += 1
            return list
        }
    }

    /// `>=80@750`, `==other`, `metric`.
    private mutating func predicate() throws -> Predicate {
        var predicate = Predicate()
        if peek("==") {
            index += 2
        } else if peek(">=") {
            predicate.relation = .greaterThanOrEqual
            index += 2
        } else if peek("<=") {
            predicate.relation = .lessThanOrEqual
            index += 2
        }
        if index < characters.count, characters[index].isLetter || characters[index] == "_",
            let view = views[peekIdentifier()] as? UIView
        {
            _ = identifier()
            predicate.view = view
        } else {
            predicate.constant = try number()
        }
        if index < characters.count, characters[index] == "@" {
            index += 1
            predicate.priority = UILayoutPriority(Float(try number()))
        }
        return predicate
    }

    /// A number or a metric's name.
    private mutating func number() throws -> CGFloat {
        let start = index
        if index < characters.count, characters[index].isLetter || characters[index] == "_" {
            let name = identifier()
            switch metrics[name] {
            case let value as CGFloat: return value
            case let value as Double: return CGFloat(value)
            case let value as Int: return CGFloat(value)
            case let value as Float: return CGFloat(value)
            case let value as NSNumber: return CGFloat(value.doubleValue)
            default:
                index = start
                throw fail("\(name) is not a key in the metrics or views dictionaries.")
            }
        }
        var text = ""
        while index < characters.count,
            characters[index].isNumber || characters[index] == "."
                || (characters[index] == "-" && text.isEmpty && index + 1 < characters.count
                    && characters[index + 1].isNumber)
        {
            text.append(characters[index])
            index += 1
        }
        guard let value = Double(text) else { throw fail("Expected a number or metric name") }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        let name = peekIdentifier()
        index += name.count
        return name
    }

    private func peekIdentifier() -> String {
        var name = ""
        var position = index
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
        {
            name.append(characters[position])
            position += 1
        }
        return name
    }

    private func peek(_ text: String) -> Bool {
        let wanted = Array(text)
        guard index + wanted.count <= characters.count else { return false }
        return Array(characters[index..<index + wanted.count]) == wanted
    }

    private func fail(_ reason: String) -> Failure {
        Failure(reason: reason, offset: index < originalOffsets.count ? originalOffsets[index] : formatLength)
    }

    /// `first.attribute relation second.attribute + constant` at the predicate's priority.
    private func constraint(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: AnyObject,
        _ secondAttribute: NSLayoutConstraint.Attribute, _ predicate: Predicate
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            firstItem: first, firstAttribute: firstAttribute, relation: predicate.relation, secondItem: second,
            secondAttribute: secondAttribute, multiplier: 1, constant: predicate.constant
        ).prioritized(predicate.priority)
    }

    /// The alignment constraints the options ask for, each view to the first one.
    private func alignments(of views: [UIView]) -> [NSLayoutConstraint] {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        guard let first = views.first else { return [] }
        var made: [NSLayoutConstraint] = []
        for (option, attribute) in pairs where options.contains(option) {
            for view in views.dropFirst() {
                made.append(
                    NSLayoutConstraint(
                        firstItem: first, firstAttribute: attribute, relation: .equal, secondItem: view,
                        secondAttribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }
}

extension NSLayoutConstraint {
    fileprivate func prioritized(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
