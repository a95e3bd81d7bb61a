/// Combine's API is OpenCombine's: publishers, subscribers, subjects, `@Published` and
/// `ObservableObject` under Apple's names. Its Foundation and Dispatch parts give
/// `NotificationCenter`, `URLSession` and `Timer` their publishers and make `DispatchQueue`,
/// `RunLoop` and `OperationQueue` schedulers, as Combine does on iOS. Foundation comes along, with
/// URL loading (FoundationNetworking on Linux), since `URLSession`'s publisher is part of it.
@_exported import Foundation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
