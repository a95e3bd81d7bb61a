#if !OPENUIKIT_FUZZ
    /// Marks an action method a storyboard or control calls by selector: `@Action func done()`,
    /// `@Action func tap(_ sender: UIButton, forEvent event: UIEvent)`.
    ///
    /// Swift accepts `@IBAction` off Apple platforms only on methods with exactly one parameter, so
    /// the other forms UIKit allows (none, or sender and event) need this mark instead; it works
    /// for one-parameter methods too. It leaves the method as written; `@Connectable` reads it.
    @attached(peer)
    public macro Action() = #externalMacro(module: "OpenUIKitMacros", type: "ActionMacro")
#endif
