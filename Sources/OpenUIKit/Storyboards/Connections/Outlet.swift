#if !OPENUIKIT_FUZZ
    /// Marks a property a storyboard sets by name: `@Outlet weak var label: UILabel!`, or an outlet
    /// collection, `@Outlet var buttons: [UIButton]!`.
    ///
    /// The stand-in for `@IBOutlet`, which needs the Objective-C runtime. It leaves the property as
    /// written (so `weak` and observers keep working); the class's `@Connectable` reads the mark.
    @attached(peer)
    public macro Outlet() = #externalMacro(module: "OpenUIKitMacros", type: "OutletMacro")
#endif
