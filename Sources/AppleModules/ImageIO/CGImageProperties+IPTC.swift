import Foundation
import OpenUIKit

/// The names of the people who made the image, an array of strings (IPTC 2:80).
public let kCGImagePropertyIPTCByline: CFString = "By-line"
/// The titles of the people who made the image (IPTC 2:85).
public let kCGImagePropertyIPTCBylineTitle: CFString = "By-lineTitle"
/// The copyright notice (IPTC 2:116).
public let kCGImagePropertyIPTCCopyrightNotice: CFString = "CopyrightNotice"
/// Keywords, an array of strings (IPTC 2:25).
public let kCGImagePropertyIPTCKeywords: CFString = "Keywords"
/// The description of the image (IPTC 2:120).
public let kCGImagePropertyIPTCCaptionAbstract: CFString = "Caption/Abstract"
/// The image's title (IPTC 2:5).
public let kCGImagePropertyIPTCObjectName: CFString = "ObjectName"
/// The headline (IPTC 2:105).
public let kCGImagePropertyIPTCHeadline: CFString = "Headline"
/// The city shown (IPTC 2:90).
public let kCGImagePropertyIPTCCity: CFString = "City"
/// The country shown (IPTC 2:101).
public let kCGImagePropertyIPTCCountryPrimaryLocationName: CFString = "Country/PrimaryLocationName"
/// The credit line (IPTC 2:110).
public let kCGImagePropertyIPTCCredit: CFString = "Credit"
/// The source (IPTC 2:115).
public let kCGImagePropertyIPTCSource: CFString = "Source"
