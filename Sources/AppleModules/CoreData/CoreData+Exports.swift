/// Foundation, which `import CoreData` brings along on iOS: a file that imports only this framework
/// still sees `URL`, `Data` and `NSObject`.
@_exported import Foundation

/// The undo manager a context takes (`undoManager`) is OpenUIKit's, as Linux's Foundation has
/// none that works: exported so a file importing only Core Data names the same type.
@_exported import class OpenUIKit.UndoManager
