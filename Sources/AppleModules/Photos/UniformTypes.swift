import Foundation
import OpenUIKit

/// The uniform type identifiers of the files a library folder holds, by file extension.
enum UniformTypes {
    private static let byExtension: [String: String] = [
        "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif",
        "heic": "public.heic", "heif": "public.heif", "tif": "public.tiff", "tiff": "public.tiff",
        "bmp": "com.microsoft.bmp", "webp": "org.webmproject.webp", "mov": "com.apple.quicktime-movie",
        "mp4": "public.mpeg-4", "m4v": "com.apple.m4v-video", "m4a": "com.apple.m4a-audio", "mp3": "public.mp3",
        "wav": "com.microsoft.waveform-audio", "aac": "public.aac-audio", "caf": "com.apple.coreaudio-format",
    ]

    /// `public.jpeg` for `jpg`; `public.data` for an extension not listed.
    static func identifier(forExtension fileExtension: String) -> String {
        byExtension[fileExtension.lowercased()] ?? "public.data"
    }
}
