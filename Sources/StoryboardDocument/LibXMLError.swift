/// The error numbers of libxml2 (`xmlParserErrors`) that Foundation's `XMLParser` passes on as
/// they are, named as libxml2 names them. swift-corelibs-foundation's `XMLParser.ErrorCode`
/// numbers its cases differently, so its names cannot be used for these.
enum LibXMLError: Int {
    case documentEmpty = 4
    case documentEnd = 5
    case invalidCharacter = 9
    case entityReferenceWithoutName = 22
    case entityReferenceMissingSemicolon = 23
    case parameterReferenceWithoutName = 24
    case parameterReferenceMissingSemicolon = 25
    case undeclaredEntity = 26
    case undeclaredEntityWarning = 27
    case lessThanInAttribute = 38
    case attributeNotStarted = 39
    case attributeNotFinished = 40
    case attributeWithoutValue = 41
    case attributeRedefined = 42
    case commentNotFinished = 45
    case cdataNotFinished = 63
    case reservedXMLName = 64
    case spaceRequired = 65
    case nameRequired = 68
    case greaterThanRequired = 73
    case equalRequired = 75
    case tagNameMismatch = 76
    case tagNotFinished = 77
    case hyphenInComment = 80
    case notWellBalanced = 85
    case extraContent = 86
    case entityLoop = 89

    /// What went wrong, for a person who writes XML by hand.
    var explanation: String {
        switch self {
        case .documentEmpty: "there is no root element"
        case .documentEnd: "the file ends early"
        case .invalidCharacter: "a character XML does not allow, or bytes that are not UTF-8"
        case .entityReferenceWithoutName, .parameterReferenceWithoutName:
            "'&' must start an entity reference such as &amp;"
        case .entityReferenceMissingSemicolon, .parameterReferenceMissingSemicolon:
            "an entity reference is missing its ';'"
        case .undeclaredEntity, .undeclaredEntityWarning:
            "an undeclared entity; only &amp; &lt; &gt; &quot; &apos; and character references are allowed"
        case .lessThanInAttribute: "'<' inside an attribute value (write &lt;)"
        case .attributeNotStarted: "an attribute value must be in quotes"
        case .attributeNotFinished: "an attribute value is not closed"
        case .attributeWithoutValue: "an attribute has no value"
        case .attributeRedefined: "an attribute appears twice in one element"
        case .commentNotFinished: "a comment is not closed"
        case .cdataNotFinished: "a CDATA section is not closed"
        case .reservedXMLName: "the XML declaration is not at the very start of the file"
        case .spaceRequired: "a space is required here"
        case .nameRequired: "an element or attribute name is expected here"
        case .greaterThanRequired: "'>' is expected to end the tag"
        case .equalRequired: "'=' is expected after an attribute name"
        case .tagNameMismatch: "an end tag does not match the element it closes"
        case .tagNotFinished: "a tag is not finished"
        case .hyphenInComment: "'--' inside a comment"
        case .notWellBalanced, .extraContent: "there is content outside the root element"
        case .entityLoop: "an entity refers to itself"
        }
    }

    /// The explanation of any number the parser gives, named or not.
    static func explanation(of code: Int) -> String {
        LibXMLError(rawValue: code)?.explanation ?? "parser error \(code)"
    }
}
