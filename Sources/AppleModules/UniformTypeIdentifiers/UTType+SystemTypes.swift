import Foundation

/// The system's declared types, by the names Apple's framework gives them.
extension UTType {
    /// `public.item`: item.
    public static let item = UTType(declared: "public.item")
    /// `public.content`: content.
    public static let content = UTType(declared: "public.content")
    /// `public.composite-content`: composite content.
    public static let compositeContent = UTType(declared: "public.composite-content")
    /// `public.data`: data.
    public static let data = UTType(declared: "public.data")
    /// `public.directory`: folder.
    public static let directory = UTType(declared: "public.directory")
    /// `public.folder`: folder.
    public static let folder = UTType(declared: "public.folder")
    /// `public.volume`: volume.
    public static let volume = UTType(declared: "public.volume")
    /// `com.apple.mount-point`: mount point.
    public static let mountPoint = UTType(declared: "com.apple.mount-point")
    /// `com.apple.package`: package.
    public static let package = UTType(declared: "com.apple.package")
    /// `com.apple.bundle`: bundle.
    public static let bundle = UTType(declared: "com.apple.bundle")
    /// `com.apple.plugin`: plug-in.
    public static let pluginBundle = UTType(declared: "com.apple.plugin")
    /// `com.apple.metadata-importer`: Spotlight importer.
    public static let spotlightImporter = UTType(declared: "com.apple.metadata-importer")
    /// `com.apple.quicklook-generator`: Quick Look generator.
    public static let quickLookGenerator = UTType(declared: "com.apple.quicklook-generator")
    /// `com.apple.systempreference.prefpane`: System Preferences pane.
    public static let systemPreferencesPane = UTType(declared: "com.apple.systempreference.prefpane")
    /// `com.apple.application`: application.
    public static let application = UTType(declared: "com.apple.application")
    /// `com.apple.application-bundle`: application.
    public static let applicationBundle = UTType(declared: "com.apple.application-bundle")
    /// `com.apple.application-and-system-extension`: application extension.
    public static let applicationExtension = UTType(declared: "com.apple.application-and-system-extension")
    /// `com.apple.framework`: framework.
    public static let framework = UTType(declared: "com.apple.framework")
    /// `public.executable`: executable.
    public static let executable = UTType(declared: "public.executable")
    /// `public.unix-executable`: Unix executable.
    public static let unixExecutable = UTType(declared: "public.unix-executable")
    /// `com.microsoft.windows-executable`: Windows executable.
    public static let exe = UTType(declared: "com.microsoft.windows-executable")
    /// `public.symlink`: symbolic link.
    public static let symbolicLink = UTType(declared: "public.symlink")
    /// `com.apple.alias-file`: alias.
    public static let aliasFile = UTType(declared: "com.apple.alias-file")
    /// `com.apple.resolvable`: resolvable.
    public static let resolvable = UTType(declared: "com.apple.resolvable")
    /// `com.apple.bookmark`: bookmark.
    public static let urlBookmarkData = UTType(declared: "com.apple.bookmark")
    /// `public.url`: URL.
    public static let url = UTType(declared: "public.url")
    /// `public.file-url`: file URL.
    public static let fileURL = UTType(declared: "public.file-url")
    /// `public.text`: text.
    public static let text = UTType(declared: "public.text")
    /// `public.plain-text`: plain text document.
    public static let plainText = UTType(declared: "public.plain-text")
    /// `public.utf8-plain-text`: Unicode text.
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")
    /// `public.utf16-external-plain-text`: UTF-16 text.
    public static let utf16ExternalPlainText = UTType(declared: "public.utf16-external-plain-text")
    /// `public.utf16-plain-text`: UTF-16 text.
    public static let utf16PlainText = UTType(declared: "public.utf16-plain-text")
    /// `public.delimited-values-text`: delimited text.
    public static let delimitedText = UTType(declared: "public.delimited-values-text")
    /// `public.comma-separated-values-text`: CSV document.
    public static let commaSeparatedText = UTType(declared: "public.comma-separated-values-text")
    /// `public.tab-separated-values-text`: TSV document.
    public static let tabSeparatedText = UTType(declared: "public.tab-separated-values-text")
    /// `public.utf8-tab-separated-values-text`: UTF-8 TSV document.
    public static let utf8TabSeparatedText = UTType(declared: "public.utf8-tab-separated-values-text")
    /// `public.rtf`: RTF document.
    public static let rtf = UTType(declared: "public.rtf")
    /// `public.html`: HTML document.
    public static let html = UTType(declared: "public.html")
    /// `public.xml`: XML document.
    public static let xml = UTType(declared: "public.xml")
    /// `public.yaml`: YAML document.
    public static let yaml = UTType(declared: "public.yaml")
    /// `public.source-code`: source code.
    public static let sourceCode = UTType(declared: "public.source-code")
    /// `public.assembly-source`: assembly source.
    public static let assemblyLanguageSource = UTType(declared: "public.assembly-source")
    /// `public.c-source`: C source.
    public static let cSource = UTType(declared: "public.c-source")
    /// `public.objective-c-source`: Objective-C source.
    public static let objectiveCSource = UTType(declared: "public.objective-c-source")
    /// `public.swift-source`: Swift source.
    public static let swiftSource = UTType(declared: "public.swift-source")
    /// `public.c-plus-plus-source`: C++ source.
    public static let cPlusPlusSource = UTType(declared: "public.c-plus-plus-source")
    /// `public.objective-c-plus-plus-source`: Objective-C++ source.
    public static let objectiveCPlusPlusSource = UTType(declared: "public.objective-c-plus-plus-source")
    /// `public.c-header`: C header.
    public static let cHeader = UTType(declared: "public.c-header")
    /// `public.c-plus-plus-header`: C++ header.
    public static let cPlusPlusHeader = UTType(declared: "public.c-plus-plus-header")
    /// `public.script`: script.
    public static let script = UTType(declared: "public.script")
    /// `com.apple.applescript.text`: AppleScript.
    public static let appleScript = UTType(declared: "com.apple.applescript.text")
    /// `com.apple.applescript.script`: compiled AppleScript.
    public static let osaScript = UTType(declared: "com.apple.applescript.script")
    /// `com.apple.applescript.script-bundle`: AppleScript bundle.
    public static let osaScriptBundle = UTType(declared: "com.apple.applescript.script-bundle")
    /// `com.netscape.javascript-source`: JavaScript.
    public static let javaScript = UTType(declared: "com.netscape.javascript-source")
    /// `public.shell-script`: shell script.
    public static let shellScript = UTType(declared: "public.shell-script")
    /// `public.perl-script`: Perl script.
    public static let perlScript = UTType(declared: "public.perl-script")
    /// `public.python-script`: Python script.
    public static let pythonScript = UTType(declared: "public.python-script")
    /// `public.ruby-script`: Ruby script.
    public static let rubyScript = UTType(declared: "public.ruby-script")
    /// `public.php-script`: PHP script.
    public static let phpScript = UTType(declared: "public.php-script")
    /// `public.make-source`: Makefile.
    public static let makefile = UTType(declared: "public.make-source")
    /// `public.json`: JSON document.
    public static let json = UTType(declared: "public.json")
    /// `com.apple.property-list`: property list.
    public static let propertyList = UTType(declared: "com.apple.property-list")
    /// `com.apple.xml-property-list`: XML property list.
    public static let xmlPropertyList = UTType(declared: "com.apple.xml-property-list")
    /// `com.apple.binary-property-list`: binary property list.
    public static let binaryPropertyList = UTType(declared: "com.apple.binary-property-list")
    /// `com.adobe.pdf`: PDF document.
    public static let pdf = UTType(declared: "com.adobe.pdf")
    /// `com.apple.rtfd`: RTFD document.
    public static let rtfd = UTType(declared: "com.apple.rtfd")
    /// `com.apple.flat-rtfd`: flat RTFD document.
    public static let flatRTFD = UTType(declared: "com.apple.flat-rtfd")
    /// `com.apple.webarchive`: web archive.
    public static let webArchive = UTType(declared: "com.apple.webarchive")
    /// `public.image`: image.
    public static let image = UTType(declared: "public.image")
    /// `public.jpeg`: JPEG image.
    public static let jpeg = UTType(declared: "public.jpeg")
    /// `public.tiff`: TIFF image.
    public static let tiff = UTType(declared: "public.tiff")
    /// `com.compuserve.gif`: GIF image.
    public static let gif = UTType(declared: "com.compuserve.gif")
    /// `public.png`: PNG image.
    public static let png = UTType(declared: "public.png")
    /// `com.apple.icns`: Apple icon image.
    public static let icns = UTType(declared: "com.apple.icns")
    /// `com.microsoft.bmp`: Windows bitmap image.
    public static let bmp = UTType(declared: "com.microsoft.bmp")
    /// `com.microsoft.ico`: Windows icon image.
    public static let ico = UTType(declared: "com.microsoft.ico")
    /// `public.camera-raw-image`: raw image.
    public static let rawImage = UTType(declared: "public.camera-raw-image")
    /// `public.svg-image`: SVG image.
    public static let svg = UTType(declared: "public.svg-image")
    /// `com.apple.live-photo`: Live Photo.
    public static let livePhoto = UTType(declared: "com.apple.live-photo")
    /// `public.heif`: HEIF image.
    public static let heif = UTType(declared: "public.heif")
    /// `public.heic`: HEIC image.
    public static let heic = UTType(declared: "public.heic")
    /// `public.heics`: HEIC image sequence.
    public static let heics = UTType(declared: "public.heics")
    /// `org.webmproject.webp`: WebP image.
    public static let webP = UTType(declared: "org.webmproject.webp")
    /// `com.ilm.openexr-image`: OpenEXR image.
    public static let exr = UTType(declared: "com.ilm.openexr-image")
    /// `public.3d-content`: 3D content.
    public static let threeDContent = UTType(declared: "public.3d-content")
    /// `com.pixar.universal-scene-description`: Universal Scene Description.
    public static let usd = UTType(declared: "com.pixar.universal-scene-description")
    /// `com.pixar.universal-scene-description-mobile`: Universal Scene Description package.
    public static let usdz = UTType(declared: "com.pixar.universal-scene-description-mobile")
    /// `com.apple.reality`: Reality file.
    public static let realityFile = UTType(declared: "com.apple.reality")
    /// `com.apple.scenekit.scene`: SceneKit scene.
    public static let sceneKitScene = UTType(declared: "com.apple.scenekit.scene")
    /// `com.apple.arobject`: AR reference object.
    public static let arReferenceObject = UTType(declared: "com.apple.arobject")
    /// `public.audiovisual-content`: audiovisual content.
    public static let audiovisualContent = UTType(declared: "public.audiovisual-content")
    /// `public.movie`: movie.
    public static let movie = UTType(declared: "public.movie")
    /// `public.video`: video.
    public static let video = UTType(declared: "public.video")
    /// `public.audio`: audio.
    public static let audio = UTType(declared: "public.audio")
    /// `com.apple.quicktime-movie`: QuickTime movie.
    public static let quickTimeMovie = UTType(declared: "com.apple.quicktime-movie")
    /// `public.mpeg`: MPEG movie.
    public static let mpeg = UTType(declared: "public.mpeg")
    /// `public.mpeg-2-video`: MPEG-2 video.
    public static let mpeg2Video = UTType(declared: "public.mpeg-2-video")
    /// `public.mpeg-2-transport-stream`: MPEG-2 transport stream.
    public static let mpeg2TransportStream = UTType(declared: "public.mpeg-2-transport-stream")
    /// `public.mp3`: MP3 audio.
    public static let mp3 = UTType(declared: "public.mp3")
    /// `public.mpeg-4`: MPEG-4 movie.
    public static let mpeg4Movie = UTType(declared: "public.mpeg-4")
    /// `public.mpeg-4-audio`: MPEG-4 audio.
    public static let mpeg4Audio = UTType(declared: "public.mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-audio`: protected MPEG-4 audio.
    public static let appleProtectedMPEG4Audio = UTType(declared: "com.apple.protected-mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-video`: protected MPEG-4 video.
    public static let appleProtectedMPEG4Video = UTType(declared: "com.apple.protected-mpeg-4-video")
    /// `public.avi`: AVI movie.
    public static let avi = UTType(declared: "public.avi")
    /// `public.aiff-audio`: AIFF audio.
    public static let aiff = UTType(declared: "public.aiff-audio")
    /// `com.microsoft.waveform-audio`: Waveform audio.
    public static let wav = UTType(declared: "com.microsoft.waveform-audio")
    /// `public.midi-audio`: MIDI audio.
    public static let midi = UTType(declared: "public.midi-audio")
    /// `public.playlist`: playlist.
    public static let playlist = UTType(declared: "public.playlist")
    /// `public.m3u-playlist`: M3U playlist.
    public static let m3uPlaylist = UTType(declared: "public.m3u-playlist")
    /// `public.archive`: archive.
    public static let archive = UTType(declared: "public.archive")
    /// `org.gnu.gnu-zip-archive`: gzip archive.
    public static let gzip = UTType(declared: "org.gnu.gnu-zip-archive")
    /// `public.bzip2-archive`: bzip2 archive.
    public static let bz2 = UTType(declared: "public.bzip2-archive")
    /// `public.zip-archive`: ZIP archive.
    public static let zip = UTType(declared: "public.zip-archive")
    /// `com.apple.archive`: Apple archive.
    public static let appleArchive = UTType(declared: "com.apple.archive")
    /// `public.tar-archive`: tar archive.
    public static let tarArchive = UTType(declared: "public.tar-archive")
    /// `public.spreadsheet`: spreadsheet.
    public static let spreadsheet = UTType(declared: "public.spreadsheet")
    /// `public.presentation`: presentation.
    public static let presentation = UTType(declared: "public.presentation")
    /// `public.database`: database.
    public static let database = UTType(declared: "public.database")
    /// `public.message`: message.
    public static let message = UTType(declared: "public.message")
    /// `public.contact`: contact.
    public static let contact = UTType(declared: "public.contact")
    /// `public.vcard`: vCard.
    public static let vCard = UTType(declared: "public.vcard")
    /// `public.to-do-item`: to-do item.
    public static let toDoItem = UTType(declared: "public.to-do-item")
    /// `public.calendar-event`: calendar event.
    public static let calendarEvent = UTType(declared: "public.calendar-event")
    /// `public.email-message`: email message.
    public static let emailMessage = UTType(declared: "public.email-message")
    /// `com.apple.internet-location`: Internet location.
    public static let internetLocation = UTType(declared: "com.apple.internet-location")
    /// `com.microsoft.internet-shortcut`: Internet shortcut.
    public static let internetShortcut = UTType(declared: "com.microsoft.internet-shortcut")
    /// `public.font`: font.
    public static let font = UTType(declared: "public.font")
    /// `public.bookmark`: bookmark.
    public static let bookmark = UTType(declared: "public.bookmark")
    /// `com.rsa.pkcs-12`: PKCS #12 archive.
    public static let pkcs12 = UTType(declared: "com.rsa.pkcs-12")
    /// `public.x509-certificate`: certificate.
    public static let x509Certificate = UTType(declared: "public.x509-certificate")
    /// `org.idpf.epub-container`: EPUB document.
    public static let epub = UTType(declared: "org.idpf.epub-container")
    /// `public.log`: log file.
    public static let log = UTType(declared: "public.log")
    /// `com.apple.haptics.ahap`: haptic pattern.
    public static let ahap = UTType(declared: "com.apple.haptics.ahap")
    /// `public.geojson`: GeoJSON document.
    public static let geoJSON = UTType(declared: "public.geojson")
    /// `com.apple.linkpresentation.metadata`: link metadata.
    public static let linkPresentationMetadata = UTType(declared: "com.apple.linkpresentation.metadata")
    /// `public.disk-image`: disk image.
    public static let diskImage = UTType(declared: "public.disk-image")

    /// A type of the system table (the identifiers above are all in it).
    private init(declared identifier: String) {
        self.init(identifier)!
    }
}
