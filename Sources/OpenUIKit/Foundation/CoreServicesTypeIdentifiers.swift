import Foundation

// MobileCoreServices' `kUTType…` constants, which apps still pass to item providers
// (`kUTTypePlainText as String`). Apple's are `CFString`s; Linux has no `CFString`, so these are
// strings with the same spelling at the call site, as `CGColorSpace`'s names are.

/// The identifier of every item: `public.item`.
public let kUTTypeItem = "public.item"
/// The identifier of content a person sees: `public.content`.
public let kUTTypeContent = "public.content"
/// The identifier of any bytes: `public.data`.
public let kUTTypeData = "public.data"
/// The identifier of any text: `public.text`.
public let kUTTypeText = "public.text"
/// The identifier of text with no markup: `public.plain-text`.
public let kUTTypePlainText = "public.plain-text"
/// The identifier of UTF-8 plain text: `public.utf8-plain-text`.
public let kUTTypeUTF8PlainText = "public.utf8-plain-text"
/// The identifier of UTF-16 plain text: `public.utf16-plain-text`.
public let kUTTypeUTF16PlainText = "public.utf16-plain-text"
/// The identifier of rich text: `public.rtf`.
public let kUTTypeRTF = "public.rtf"
/// The identifier of HTML: `public.html`.
public let kUTTypeHTML = "public.html"
/// The identifier of JSON: `public.json`.
public let kUTTypeJSON = "public.json"
/// The identifier of any URL: `public.url`.
public let kUTTypeURL = "public.url"
/// The identifier of a file URL: `public.file-url`.
public let kUTTypeFileURL = "public.file-url"
/// The identifier of any image: `public.image`.
public let kUTTypeImage = "public.image"
/// The identifier of PNG images: `public.png`.
public let kUTTypePNG = "public.png"
/// The identifier of JPEG images: `public.jpeg`.
public let kUTTypeJPEG = "public.jpeg"
/// The identifier of GIF images: `com.compuserve.gif`.
public let kUTTypeGIF = "com.compuserve.gif"
/// The identifier of PDF documents: `com.adobe.pdf`.
public let kUTTypePDF = "com.adobe.pdf"
