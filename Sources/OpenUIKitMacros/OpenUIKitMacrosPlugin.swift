import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that hands OpenUIKit's macros to the compiler.
@main
struct OpenUIKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [OutletMacro.self, ActionMacro.self, ConnectableMacro.self]
}
