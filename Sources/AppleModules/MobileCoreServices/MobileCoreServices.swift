import UniformTypeIdentifiers

// MobileCoreServices' type identifier constants, deprecated since iOS 14 for `UTType` but still
// in many apps. Apple's are `CFString`s; these are `String`s, so `kUTTypeImage as String` and
// `String(kUTTypeImage)`, the ways apps use them, compile unchanged.

/// `public.item`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeItem = "public.item"
/// `public.content`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeContent = "public.content"
/// `public.composite-content`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeCompositeContent = "public.composite-content"
/// `public.data`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeData = "public.data"
/// `public.directory`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeDirectory = "public.directory"
/// `public.folder`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeFolder = "public.folder"
/// `public.volume`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeVolume = "public.volume"
/// `com.apple.package`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypePackage = "com.apple.package"
/// `com.apple.bundle`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeBundle = "com.apple.bundle"
/// `com.apple.application`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeApplication = "com.apple.application"
/// `com.apple.application-bundle`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeApplicationBundle = "com.apple.application-bundle"
/// `com.apple.framework`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeFramework = "com.apple.framework"
/// `public.executable`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeExecutable = "public.executable"
/// `public.url`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeURL = "public.url"
/// `public.file-url`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeFileURL = "public.file-url"
/// `public.text`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeText = "public.text"
/// `public.plain-text`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypePlainText = "public.plain-text"
/// `public.utf8-plain-text`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeUTF8PlainText = "public.utf8-plain-text"
/// `public.utf16-plain-text`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeUTF16PlainText = "public.utf16-plain-text"
/// `public.delimited-values-text`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeDelimitedText = "public.delimited-values-text"
/// `public.comma-separated-values-text`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeCommaSeparatedText = "public.comma-separated-values-text"
/// `public.tab-separated-values-text`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeTabSeparatedText = "public.tab-separated-values-text"
/// `public.rtf`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeRTF = "public.rtf"
/// `public.html`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeHTML = "public.html"
/// `public.xml`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeXML = "public.xml"
/// `public.source-code`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeSourceCode = "public.source-code"
/// `public.swift-source`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeSwiftSource = "public.swift-source"
/// `public.c-source`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeCSource = "public.c-source"
/// `public.json`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeJSON = "public.json"
/// `com.apple.property-list`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypePropertyList = "com.apple.property-list"
/// `com.apple.xml-property-list`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeXMLPropertyList = "com.apple.xml-property-list"
/// `com.adobe.pdf`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypePDF = "com.adobe.pdf"
/// `com.apple.rtfd`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeRTFD = "com.apple.rtfd"
/// `public.image`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeImage = "public.image"
/// `public.jpeg`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeJPEG = "public.jpeg"
/// `public.tiff`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeTIFF = "public.tiff"
/// `com.compuserve.gif`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeGIF = "com.compuserve.gif"
/// `public.png`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypePNG = "public.png"
/// `com.microsoft.bmp`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeBMP = "com.microsoft.bmp"
/// `com.microsoft.ico`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeICO = "com.microsoft.ico"
/// `public.camera-raw-image`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeRawImage = "public.camera-raw-image"
/// `public.svg-image`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeScalableVectorGraphics = "public.svg-image"
/// `com.apple.live-photo`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeLivePhoto = "com.apple.live-photo"
/// `public.audiovisual-content`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeAudiovisualContent = "public.audiovisual-content"
/// `public.movie`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeMovie = "public.movie"
/// `public.video`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeVideo = "public.video"
/// `public.audio`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeAudio = "public.audio"
/// `com.apple.quicktime-movie`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeQuickTimeMovie = "com.apple.quicktime-movie"
/// `public.mpeg`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeMPEG = "public.mpeg"
/// `public.mpeg-4`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeMPEG4 = "public.mpeg-4"
/// `public.mp3`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeMP3 = "public.mp3"
/// `public.mpeg-4-audio`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeMPEG4Audio = "public.mpeg-4-audio"
/// `public.avi`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeAVIMovie = "public.avi"
/// `com.microsoft.waveform-audio`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeWaveformAudio = "com.microsoft.waveform-audio"
/// `public.midi-audio`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeMIDIAudio = "public.midi-audio"
/// `public.archive`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeArchive = "public.archive"
/// `org.gnu.gnu-zip-archive`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeGNUZipArchive = "org.gnu.gnu-zip-archive"
/// `public.bzip2-archive`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeBzip2Archive = "public.bzip2-archive"
/// `public.zip-archive`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeZipArchive = "public.zip-archive"
/// `public.spreadsheet`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeSpreadsheet = "public.spreadsheet"
/// `public.presentation`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypePresentation = "public.presentation"
/// `public.database`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeDatabase = "public.database"
/// `public.vcard`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeVCard = "public.vcard"
/// `public.email-message`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeEmailMessage = "public.email-message"
/// `public.font`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeFont = "public.font"
/// `public.log`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeLog = "public.log"
/// `org.idpf.epub-container`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeElectronicPublication = "org.idpf.epub-container"
/// `com.netscape.javascript-source`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeJavaScript = "com.netscape.javascript-source"
/// `public.shell-script`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypeShellScript = "public.shell-script"
/// `public.python-script`.
@available(iOS, deprecated: 15.0, message: "Use UTType instead.")
public let kUTTypePythonScript = "public.python-script"

/// The tag class of file name extensions.
public let kUTTagClassFilenameExtension = UTTagClass.filenameExtension.rawValue
/// The tag class of MIME types.
public let kUTTagClassMIMEType = UTTagClass.mimeType.rawValue

/// Whether the type `inUTI` conforms to `inConformsToUTI`, as `UTType.conforms(to:)` answers.
@available(iOS, deprecated: 15.0, message: "Use UTType.conforms(to:) instead.")
public func UTTypeConformsTo(_ inUTI: String, _ inConformsToUTI: String) -> Bool {
    guard let type = UTType(inUTI), let other = UTType(inConformsToUTI) else { return false }
    return type.conforms(to: other)
}

/// Whether two type identifiers name the same type.
@available(iOS, deprecated: 15.0, message: "Use UTType's == instead.")
public func UTTypeEqual(_ inUTI1: String, _ inUTI2: String) -> Bool { inUTI1 == inUTI2 }
