/// Coordinates and locations, which MapKit's API is made of.
@_exported import CoreLocation
/// Foundation, which `import MapKit` brings along on iOS: a file that imports only this framework
/// still sees `URL`, `Data` and `NSObject`.
@_exported import Foundation
