/// Every rule, in the order `--list-rules` prints them: IBLinter's, then the ones that check
/// what IBLinter did not (references, reachability, the Swift sources).
enum LintRules {
    static var all: [any LintRule.Type] {
        [
            // Documents that do not load.
            ParseErrorRule.self, NonIOSDocumentRule.self,
            // IBLinter's rules.
            CustomClassNameRule.self, RelativeToMarginRule.self, MisplacedRule.self, EnableAutolayoutRule.self,
            DuplicateConstraintRule.self, DuplicateIDRule.self, StoryboardViewControllerIDRule.self,
            StackViewBackgroundColorRule.self, ImageResourcesRule.self, CustomModuleRule.self, UseBaseClassRule.self,
            AmbiguousRule.self, UseTraitCollectionsRule.self, ViewAsDeviceRule.self, ReuseIdentifierRule.self,
            ColorResourcesRule.self, HidesBottomBarRule.self, HasInitialViewControllerRule.self,
            HasSingleViewControllerRule.self,
            // Ours.
            DanglingDestinationRule.self, DanglingOutletRule.self, DanglingConstraintItemRule.self,
            UnresolvedReferenceRule.self, OtherBundleReferenceRule.self, EmbedDestinationRule.self,
            UnreachableSceneRule.self, DuplicateSegueIdentifierRule.self, UndeclaredRelationshipRule.self,
            UnwindActionRule.self, MissingOutletRule.self, MissingActionRule.self,
        ]
    }

    static var identifiers: Set<String> { Set(all.map { $0.description.identifier }) }
}
