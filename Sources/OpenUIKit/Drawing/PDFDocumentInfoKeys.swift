import Foundation

// Core Graphics' PDF document-info keys, which `UIGraphicsPDFRendererFormat.documentInfo` and
// `UIGraphicsBeginPDFContextToData` read. Core Graphics' are `CFString` constants; Linux has no
// `CFString`, so they are strings spelled as the constants are (`kCGPDFContextTitle as String`
// reads the same at the call site).

/// The document's title, a string, written to the PDF's metadata.
public let kCGPDFContextTitle = "kCGPDFContextTitle"
/// The document's author, a string, written to the PDF's metadata.
public let kCGPDFContextAuthor = "kCGPDFContextAuthor"
/// The document's subject, a string, written to the PDF's metadata.
public let kCGPDFContextSubject = "kCGPDFContextSubject"
/// The document's keywords, a string or an array of strings, written to the PDF's metadata.
public let kCGPDFContextKeywords = "kCGPDFContextKeywords"
/// The app that made the document, a string, written to the PDF's metadata.
public let kCGPDFContextCreator = "kCGPDFContextCreator"
