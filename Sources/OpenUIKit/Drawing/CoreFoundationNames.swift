import Foundation

// Core Foundation's names, as apps reach them through `import Foundation` or `import UIKit` on
// Apple platforms. Linux's Foundation uses Core Foundation inside and exports none of it, so
// `import UIKit` provides the spellings over the Swift and Foundation types they bridge to on
// Apple platforms: `data as CFData`, `url as CFURL`, `"public.jpeg" as CFString` and
// `properties as CFDictionary` convert as they do there. (`CFArray`, `CFTypeRef` and
// `CFTimeInterval` have files of their own.)

/// Core Foundation's string. Core Graphics and Image I/O name their keys with it; here it is a
/// Swift `String`, so `key as String` and `identifier as CFString` are the plain conversions
/// they look like, and the keys compare equal to Apple's spellings.
public typealias CFString = String

/// Core Foundation's immutable bytes: Foundation's `NSData`, which `Data` converts to with `as`
/// exactly as it bridges on Apple platforms (`Data(…) as CFData`, `cfData as Data`).
public typealias CFData = NSData

/// Core Foundation's dictionary, as Image I/O takes and returns its properties. A Swift
/// dictionary keyed by anything hashable: `[String: Any]` converts to it with `as`, and a
/// result casts back with `as? [String: Any]`, as with the bridged type on Apple platforms.
public typealias CFDictionary = [AnyHashable: Any]

/// Core Foundation's URL: Foundation's `URL`, so `url as CFURL` converts as it bridges on Apple platforms.
public typealias CFURL = URL

/// Core Foundation's error: `NSError`, the class it is toll-free bridged with on Apple platforms.
public typealias CFError = NSError

/// Core Foundation's number: `NSNumber`, the class it is toll-free bridged with.
public typealias CFNumber = NSNumber

/// Core Foundation's signed count and index type, a machine word as on 64-bit Apple platforms.
public typealias CFIndex = Int

/// Core Foundation's bit-flag option type, an unsigned machine word as on 64-bit Apple platforms.
public typealias CFOptionFlags = UInt

/// Core Foundation's null object: one shared `NSNull`, so `(value as AnyObject) === kCFNull`
/// holds for it, and `value is NSNull` for any null.
public let kCFNull: NSNull = NSNull()

/// The Info.plist key of the bundle's identifier.
public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
/// The Info.plist key of the bundle's build version.
public let kCFBundleVersionKey: CFString = "CFBundleVersion"
/// The Info.plist key of the bundle's executable name.
public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
/// The Info.plist key of the bundle's short name.
public let kCFBundleNameKey: CFString = "CFBundleName"
/// The Info.plist key of the version of the Info.plist format itself.
public let kCFBundleInfoDictionaryVersionKey: CFString = "CFBundleInfoDictionaryVersion"
/// The Info.plist key of the bundle's localizations.
public let kCFBundleLocalizationsKey: CFString = "CFBundleLocalizations"
/// The Info.plist key of the bundle's development region.
public let kCFBundleDevelopmentRegionKey: CFString = "CFBundleDevelopmentRegion"

/// Core Foundation's growable bytes: Foundation's `NSMutableData`, which Image I/O writes an
/// encoded image into (`CGImageDestinationCreateWithData(data as CFMutableData, …)`).
public typealias CFMutableData = NSMutableData
