// The project file's reader lives in a target of its own so the fuzz target that feeds it
// untrusted bytes builds without swift-syntax; the porter's users see it as before.
@_exported import XcodeProjectFile
