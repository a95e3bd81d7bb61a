import Foundation

/// The system's declared types: Apple's identifiers, conformances, file name extensions, MIME
/// types and descriptions (facts of the SDK's type declarations), read once into a table.
enum UTTypeDeclarations {
    /// identifier|conforms to|extensions|MIME types|description, one type a line.
    private static let source = """
        public.item||||item
        public.content|public.item|||content
        public.composite-content|public.content|||composite content
        public.data|public.item|||data
        public.directory|public.item|||folder
        public.folder|public.directory|||folder
        public.volume|public.folder|||volume
        com.apple.mount-point|public.folder|||mount point
        com.apple.package|public.directory|||package
        com.apple.bundle|public.directory|bundle||bundle
        com.apple.plugin|com.apple.bundle,com.apple.package|plugin||plug-in
        com.apple.metadata-importer|com.apple.plugin|mdimporter||Spotlight importer
        com.apple.quicklook-generator|com.apple.plugin|qlgenerator||Quick Look generator
        com.apple.systempreference.prefpane|com.apple.plugin|prefPane||System Preferences pane
        com.apple.application|public.executable|||application
        com.apple.application-bundle|com.apple.application,com.apple.bundle,com.apple.package|app||application
        com.apple.application-and-system-extension|com.apple.bundle|appex||application extension
        com.apple.framework|com.apple.bundle|framework||framework
        public.executable|public.item|||executable
        public.unix-executable|public.data,public.executable|||Unix executable
        com.microsoft.windows-executable|public.data,public.executable|exe|application/x-msdownload|Windows executable
        com.sun.java-class|public.data,public.executable|class|application/java-vm|Java class file
        com.sun.java-archive|public.zip-archive,public.executable|jar|application/java-archive|Java archive
        public.symlink|public.item|||symbolic link
        com.apple.alias-file|public.data|||alias
        com.apple.resolvable||||resolvable
        com.apple.bookmark|public.data|||bookmark
        public.url|public.data|||URL
        public.file-url|public.url|||file URL
        public.text|public.data,public.content|||text
        public.plain-text|public.text|txt,text|text/plain|plain text document
        public.utf8-plain-text|public.plain-text|||Unicode text
        public.utf16-external-plain-text|public.plain-text|||UTF-16 text
        public.utf16-plain-text|public.plain-text|||UTF-16 text
        public.delimited-values-text|public.text|||delimited text
        public.comma-separated-values-text|public.delimited-values-text|csv|text/csv|CSV document
        public.tab-separated-values-text|public.delimited-values-text|tsv|text/tab-separated-values|TSV document
        public.utf8-tab-separated-values-text|public.tab-separated-values-text|||UTF-8 TSV document
        public.rtf|public.text|rtf|text/rtf|RTF document
        public.html|public.text|html,htm|text/html|HTML document
        public.xml|public.text|xml|application/xml,text/xml|XML document
        public.yaml|public.text|yaml,yml|application/x-yaml|YAML document
        public.css|public.text|css|text/css|CSS style sheet
        public.source-code|public.plain-text|||source code
        public.assembly-source|public.source-code|s|text/x-asm|assembly source
        public.c-source|public.source-code|c|text/x-c|C source
        public.objective-c-source|public.source-code|m|text/x-objcsrc|Objective-C source
        public.swift-source|public.source-code|swift|text/x-swift|Swift source
        public.c-plus-plus-source|public.source-code|cpp,cc,cxx|text/x-c++src|C++ source
        public.objective-c-plus-plus-source|public.source-code|mm|text/x-objc++src|Objective-C++ source
        public.c-header|public.source-code|h|text/x-chdr|C header
        public.c-plus-plus-header|public.source-code|hpp,hh,hxx|text/x-c++hdr|C++ header
        public.script|public.source-code|||script
        com.apple.applescript.text|public.script|applescript||AppleScript
        com.apple.applescript.script|public.data|scpt||compiled AppleScript
        com.apple.applescript.script-bundle|com.apple.bundle,com.apple.package|scptd||AppleScript bundle
        com.netscape.javascript-source|public.script|js,mjs|text/javascript|JavaScript
        public.shell-script|public.script|sh,command|application/x-sh|shell script
        public.perl-script|public.shell-script|pl,pm|text/x-perl-script|Perl script
        public.python-script|public.shell-script|py|text/x-python-script|Python script
        public.ruby-script|public.shell-script|rb|text/x-ruby-script|Ruby script
        public.php-script|public.shell-script|php|text/php|PHP script
        public.make-source|public.script|mk||Makefile
        public.json|public.text|json|application/json|JSON document
        com.apple.property-list|public.data|plist||property list
        com.apple.xml-property-list|public.xml,com.apple.property-list|plist||XML property list
        com.apple.binary-property-list|com.apple.property-list|||binary property list
        com.adobe.pdf|public.data,public.composite-content|pdf|application/pdf|PDF document
        com.apple.rtfd|com.apple.package,public.composite-content|rtfd||RTFD document
        com.apple.flat-rtfd|public.data,public.composite-content|||flat RTFD document
        com.apple.webarchive|public.data,public.composite-content|webarchive|application/x-webarchive|web archive
        public.image|public.data,public.content|||image
        public.jpeg|public.image|jpeg,jpg,jpe|image/jpeg|JPEG image
        public.tiff|public.image|tiff,tif|image/tiff|TIFF image
        com.compuserve.gif|public.image|gif|image/gif|GIF image
        public.png|public.image|png|image/png|PNG image
        com.apple.icns|public.image|icns|image/icns|Apple icon image
        com.microsoft.bmp|public.image|bmp|image/bmp|Windows bitmap image
        com.microsoft.ico|public.image|ico|image/vnd.microsoft.icon|Windows icon image
        public.camera-raw-image|public.image|dng,cr2,nef,arw,raf,orf,rw2|image/x-adobe-dng|raw image
        public.svg-image|public.image|svg|image/svg+xml|SVG image
        com.apple.live-photo||||Live Photo
        public.heif|public.heif-standard|heif,hif|image/heif|HEIF image
        public.heic|public.heif-standard|heic|image/heic|HEIC image
        public.heics|public.heif-standard|heics|image/heic-sequence|HEIC image sequence
        org.webmproject.webp|public.image|webp|image/webp|WebP image
        com.ilm.openexr-image|public.image|exr|image/x-exr|OpenEXR image
        com.adobe.raw-image|public.camera-raw-image|dng|image/x-adobe-dng|DNG image
        public.heif-standard|public.image|||HEIF standard image
        public.3d-content|public.content|||3D content
        com.pixar.universal-scene-description|public.3d-content,public.data|usd,usda,usdc|model/vnd.usd|Universal Scene Description
        com.pixar.universal-scene-description-mobile|public.3d-content,public.data,public.zip-archive|usdz|model/vnd.usdz+zip|Universal Scene Description package
        com.apple.reality|public.data|reality|model/vnd.reality|Reality file
        com.apple.scenekit.scene|public.3d-content,public.data|scn||SceneKit scene
        com.apple.arobject|public.data|arobject||AR reference object
        public.audiovisual-content|public.data,public.content|||audiovisual content
        public.movie|public.audiovisual-content|||movie
        public.video|public.movie|||video
        public.audio|public.audiovisual-content|||audio
        com.apple.quicktime-movie|public.movie|mov,qt|video/quicktime|QuickTime movie
        public.mpeg|public.movie|mpg,mpeg|video/mpeg|MPEG movie
        public.mpeg-2-video|public.movie|m2v|video/mpeg2|MPEG-2 video
        public.mpeg-2-transport-stream|public.movie|ts,mts|video/mp2t|MPEG-2 transport stream
        public.mp3|public.audio|mp3|audio/mpeg|MP3 audio
        public.mpeg-4|public.movie|mp4,mpeg4|video/mp4|MPEG-4 movie
        public.mpeg-4-audio|public.mpeg-4,public.audio|m4a|audio/mp4|MPEG-4 audio
        com.apple.protected-mpeg-4-audio|public.audio|m4p|audio/x-m4p|protected MPEG-4 audio
        com.apple.protected-mpeg-4-video|com.apple.m4v-video|m4v||protected MPEG-4 video
        public.avi|public.movie|avi|video/avi|AVI movie
        public.aiff-audio|public.audio|aiff,aif|audio/aiff|AIFF audio
        com.microsoft.waveform-audio|public.audio|wav|audio/wav|Waveform audio
        public.midi-audio|public.audio|mid,midi|audio/midi|MIDI audio
        public.playlist||||playlist
        public.m3u-playlist|public.text,public.playlist|m3u,m3u8|audio/mpegurl|M3U playlist
        com.apple.m4v-video|public.movie|m4v|video/x-m4v|MPEG-4 video
        public.archive|public.data|||archive
        org.gnu.gnu-zip-archive|public.data,public.archive|gz,gzip|application/x-gzip|gzip archive
        public.bzip2-archive|public.data,public.archive|bz2|application/x-bzip2|bzip2 archive
        public.zip-archive|com.pkware.zip-archive|zip|application/zip|ZIP archive
        com.pkware.zip-archive|public.data,public.archive|||ZIP archive
        com.apple.archive|public.data,public.archive|aar||Apple archive
        public.tar-archive|public.data,public.archive|tar|application/x-tar|tar archive
        public.spreadsheet|public.content|||spreadsheet
        public.presentation|public.composite-content|||presentation
        public.database||||database
        public.message||||message
        public.contact||||contact
        public.vcard|public.text,public.contact|vcf,vcard|text/vcard|vCard
        public.to-do-item||||to-do item
        public.calendar-event||||calendar event
        public.email-message|public.message|eml|message/rfc822|email message
        com.apple.internet-location|public.data|||Internet location
        com.microsoft.internet-shortcut|public.data|url|application/x-url|Internet shortcut
        public.font|public.data|||font
        public.bookmark||||bookmark
        com.rsa.pkcs-12|public.data|p12,pfx|application/x-pkcs12|PKCS #12 archive
        public.x509-certificate|public.data|cer,crt,der|application/x-x509-ca-cert|certificate
        org.idpf.epub-container|public.data,public.composite-content,public.zip-archive|epub|application/epub+zip|EPUB document
        public.log|public.plain-text|log||log file
        com.apple.haptics.ahap|public.json|ahap||haptic pattern
        public.geojson|public.json|geojson|application/geo+json|GeoJSON document
        com.apple.linkpresentation.metadata|public.data|||link metadata
        public.disk-image|public.archive|||disk image
        """

    static let table: [String: UTTypeDeclaration] = {
        var table: [String: UTTypeDeclaration] = [:]
        for line in source.split(separator: "\n") {
            let field = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            func list(_ index: Int) -> [String] { field[index].split(separator: ",").map(String.init) }
            table[field[0]] = UTTypeDeclaration(
                conformsTo: list(1), extensions: list(2), mimeTypes: list(3), description: field[4])
        }
        return table
    }()

    /// Identifiers by lowercased tag, in the table's order (the system's preferred first).
    private static let byExtension = index { $0.extensions }
    private static let byMIMEType = index { $0.mimeTypes }

    private static func index(_ tags: (UTTypeDeclaration) -> [String]) -> [String: [String]] {
        var index: [String: [String]] = [:]
        for line in source.split(separator: "\n") {
            let identifier = String(line.prefix { $0 != "|" })
            guard let declaration = table[identifier] else { continue }
            for tag in tags(declaration) { index[tag.lowercased(), default: []].append(identifier) }
        }
        return index
    }

    static func identifiers(tag: String, tagClass: UTTagClass) -> [String] {
        switch tagClass {
        case .filenameExtension: byExtension[tag] ?? []
        case .mimeType: byMIMEType[tag] ?? []
        default: []
        }
    }
}

/// What a type is declared as.
struct UTTypeDeclaration: Hashable, Sendable {
    var conformsTo: [String]
    var extensions: [String]
    var mimeTypes: [String]
    var description: String?
}
