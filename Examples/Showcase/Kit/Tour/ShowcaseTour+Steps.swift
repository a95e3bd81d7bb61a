import OpenUIKit

/// The tour's script: every screen of both tabs, in the order a person would explore them.
extension ShowcaseTour {
    public static var steps: [TourStep] {
        setupSteps + formSteps + containerSteps
    }

    static let setupSteps: [TourStep] = [
        TourStep("home") { tour in
            tour.expect(tour.visibleController?.title == "Showcase", "the Setups tab's list is on screen")
        },
        TourStep("chat") { tour in
            tour.tapButton("Chat with a drop-down tray")
            guard let chat = tour.expectVisible(ChatViewController.self) else { return }
            tour.expect(chat.children.count == 2 && chat.madeChildren == 2, "the chat made its two children once")
        },
        TourStep("chat-tray-open") { tour in
            tour.tapButton("Quick replies")
            tour.expect(tour.expectVisible(ChatViewController.self)?.isTrayOpen == true, "the tray is open")
        },
        TourStep("chat-reply") { tour in
            tour.tapButton("On my way!")
            guard let chat = tour.expectVisible(ChatViewController.self) else { return }
            tour.expect(!chat.isTrayOpen, "the tray closed")
            tour.expect(
                chat.messages.messages.last == ChatMessage(text: "On my way!", isMine: true), "the reply was sent")
        },
        TourStep("timing-lab") { tour in
            tour.open("Segue timing, live")
            tour.expectVisible(SegueLab.self)
        },
        TourStep("timing-push") { tour in
            tour.tapButton("Show (push)")
            tour.expectVisible(PushedScreen.self)
            tour.expect(
                LifecycleLog.shared.lines.last == "PushedScreen.didMove(toParent: UINavigationController)",
                "the log ends with the push's last callback, not \(LifecycleLog.shared.lines.last ?? "nothing")")
        },
        TourStep("timing-unwind-pop") { tour in
            tour.tapButton("Unwind to the lab")
            tour.expectVisible(SegueLab.self)
        },
        TourStep("timing-present") { tour in
            tour.tapButton("Present full screen")
            tour.expectVisible(PresentedScreen.self)
        },
        TourStep("timing-unwind-dismiss") { tour in
            tour.tapButton("Unwind to the lab")
            tour.expectVisible(SegueLab.self)
        },
        TourStep("timing-sheet") { tour in
            tour.tapButton("Present as a sheet")
            tour.expect(tour.expectVisible(PresentedScreen.self)?.modalPresentationStyle == .pageSheet, "a sheet")
        },
        TourStep("timing-sheet-unwind") { tour in
            tour.tapButton("Unwind to the lab")
            tour.expectVisible(SegueLab.self)
        },
        TourStep("load-view") { tour in
            tour.open("Built in loadView")
            tour.expect(
                tour.expectVisible(CodeBuiltViewController.self)?.steps == ["loadView", "viewDidLoad"],
                "loadView, then viewDidLoad")
        },
        TourStep("nib") { tour in
            tour.open("View from a nib")
            tour.expect(
                tour.expectVisible(ProfileViewController.self)?.nameLabel?.text == "Ada Lovelace",
                "the nib's view, outlets connected")
        },
        TourStep("nib-follow") { tour in
            tour.tapButton("Follow")
            tour.expect(
                tour.expectVisible(ProfileViewController.self)?.isFollowing == true,
                "the nib's action reached its owner")
        },
        TourStep("references") { tour in
            tour.open("Storyboard references")
            tour.expect(tour.visibleController?.title == "Joined", "the initial scene of Joined.storyboard")
        },
        TourStep("reference-by-identifier") { tour in
            tour.tapButton("Level 1 of Containers.storyboard")
            tour.expect(
                tour.expectVisible(NavigationLevelViewController.self)?.level == 1,
                "a scene of Containers.storyboard by identifier")
        },
        TourStep("reference-same-storyboard") { tour in
            tour.goBack()
            tour.tapButton("A scene of this storyboard")
            tour.expect(
                tour.visibleController?.title == "Same storyboard",
                "reached through a reference without a storyboard name")
        },
    ]

    static let formSteps: [TourStep] = [
        TourStep("form-start") { tour in
            tour.open("Multi-page form")
            tour.expectVisible(FormStartViewController.self)
        },
        TourStep("form-presented") { tour in
            tour.tapButton("Fill in the form")
            guard let page = tour.expectVisible(FormNamePageViewController.self) else { return }
            tour.expect(page.navigationController?.presentingViewController != nil, "the form is presented")
        },
        TourStep("form-pick-name") { tour in
            tour.tapButton("Grace")
            tour.expect(tour.expectVisible(FormNamePageViewController.self)?.draft.name == "Grace", "Grace picked")
        },
        TourStep("form-plan") { tour in
            tour.tapButton("Next")
            tour.expectVisible(FormPlanPageViewController.self)
        },
        TourStep("form-seats") { tour in
            guard let page = tour.expectVisible(FormPlanPageViewController.self) else { return }
            let stepper = page.seatsStepper!
            tour.tap(stepper, at: CGPoint(x: stepper.bounds.maxX - stepper.bounds.width / 4, y: stepper.bounds.midY))
            tour.expect(page.draft.seats == 2, "the stepper's plus added a seat (\(page.draft.seats))")
        },
        TourStep("form-review") { tour in
            tour.tapButton("Next")
            tour.expect(
                tour.expectVisible(FormReviewPageViewController.self)?.summaryLabel.text
                    == "Grace · 2 seats · updates on", "the summary")
        },
        TourStep("form-clear") { tour in
            tour.tapButton("Clear")
            guard let page = tour.expectVisible(FormNamePageViewController.self, "Clear unwinds to the first page")
            else { return }
            tour.expect(page.clears == 1 && page.draft.name == nil, "the draft was cleared")
            tour.expect(page.navigationController?.presentingViewController != nil, "Clear does not dismiss the form")
        },
        TourStep("form-fill-again") { tour in
            tour.tapButton("Ada")
            tour.tapButton("Next")
            tour.tapButton("Next")
            tour.expectVisible(FormReviewPageViewController.self)
        },
        TourStep("form-done") { tour in
            tour.tapButton("Done")
            guard let start = tour.expectVisible(FormStartViewController.self, "Done unwinds to the presenter") else {
                return
            }
            tour.expect(start.completions == 1 && start.presentedViewController == nil, "the form was dismissed once")
            tour.expect(
                start.statusLabel.text == "Sent: Ada · 1 seat · updates on",
                "the status (\(start.statusLabel.text ?? ""))")
        },
        TourStep("swap") { tour in
            tour.open("Container swap")
            tour.expect(
                tour.expectVisible(SwapParentViewController.self)?.shownChild is SwapPhotosViewController,
                "Photos embedded")
        },
        TourStep("swap-albums") { tour in
            tour.tapSegment("Albums")
            guard let parent = tour.expectVisible(SwapParentViewController.self) else { return }
            tour.expect(
                parent.children.count == 1 && parent.shownChild is SwapAlbumsViewController, "Albums swapped in")
        },
        TourStep("swap-photos") { tour in
            tour.tapSegment("Photos")
            tour.expect(
                tour.expectVisible(SwapParentViewController.self)?.shownChild is SwapPhotosViewController,
                "Photos swapped back")
        },
        TourStep("top-tabs") { tour in
            tour.open("Tabs at the top")
            guard let tabs = tour.expectVisible(TopTabBarController.self) else { return }
            tour.nameByTitle(tabs.viewControllers)
            tour.expect(tabs.selectedViewController?.title == "Inbox", "Inbox selected")
        },
        TourStep("top-tabs-drafts") { tour in
            tour.tapButton("Drafts")
            guard let tabs = tour.expectVisible(TopTabBarController.self) else { return }
            tour.expect(
                tabs.selectedViewController?.title == "Drafts" && tabs.children.count == 1, "Drafts is the only child")
        },
        TourStep("child-button") { tour in
            tour.open("A child that owns its button")
            tour.expectVisible(CounterParentViewController.self)
        },
        TourStep("child-button-taps") { tour in
            for _ in 0..<3 { tour.tapButton("Tap the child") }
            guard let parent = tour.expectVisible(CounterParentViewController.self) else { return }
            tour.expect(parent.child?.count == 3, "the child counted three taps")
            tour.expect(parent.reportLabel.text == "The child reported 3 taps.", "the parent heard them")
        },
    ]

    static let containerSteps: [TourStep] = [
        TourStep("containers-tab") { tour in
            tour.tapTab("Containers")
            tour.expectVisible(ContainersHomeViewController.self)
        },
        TourStep("navigation") { tour in
            tour.tapButton("Navigation")
            tour.expect(tour.expectVisible(NavigationLevelViewController.self)?.level == 1, "level 1")
        },
        TourStep("navigation-push") { tour in
            tour.tapButton("Push another level")
            tour.tapButton("Push another level")
            tour.expect(tour.expectVisible(NavigationLevelViewController.self)?.level == 3, "level 3")
        },
        TourStep("navigation-pop-to-first") { tour in
            tour.tapButton("Pop to level 1")
            tour.expect(tour.expectVisible(NavigationLevelViewController.self)?.level == 1, "back at level 1")
        },
        TourStep("tab-bar") { tour in
            tour.open("Tab bar")
            guard let tabs = tour.visibleController?.tabBarController, tabs.presentingViewController != nil else {
                return tour.fail("no presented tab bar controller")
            }
            tour.nameByTitle(tabs.viewControllers ?? [])
        },
        TourStep("tab-bar-second-tab") { tour in
            tour.tapTab("Podcasts")
            tour.expect(tour.visibleController?.title == "Podcasts", "the second tab")
        },
        TourStep("tab-bar-close") { tour in
            tour.tapButton("Close")
            tour.expect(
                tour.expectVisible(ContainersHomeViewController.self)?.closedTabs == 1, "Close unwound to the list")
        },
        TourStep("split") { tour in
            tour.open("Split view")
            tour.expect(
                tour.expectVisible(SplitDemoViewController.self)?.split?.isCollapsed == true, "collapsed on a phone")
        },
        TourStep("split-detail-collapsed") { tour in
            tour.tapButton("Earth")
            let split = (tour.visibleController as? SplitDemoViewController)?.split
            let primary = split?.viewControllers.first as? UINavigationController
            tour.expect(
                (primary?.topViewController as? PlanetDetailViewController)?.planet?.name == "Earth",
                "collapsed, Show Detail pushes onto the primary column")
        },
        TourStep("split-side-by-side") { tour in
            guard let demo = tour.expectVisible(SplitDemoViewController.self),
                let primary = demo.split?.viewControllers.first as? UINavigationController
            else { return }
            tour.goBack(in: primary)
            tour.tap(demo.sideBySideSwitch)
            tour.expect(demo.split?.isCollapsed == false, "side by side in regular width")
        },
        TourStep("split-detail-expanded") { tour in
            tour.tapButton("Mars")
            let split = (tour.visibleController as? SplitDemoViewController)?.split
            tour.expect(
                (split?.viewControllers.last as? PlanetDetailViewController)?.planet?.name == "Mars",
                "expanded, Show Detail replaces the secondary column")
        },
        TourStep("pages") { tour in
            tour.open("Page view")
            tour.expect(tour.expectVisible(PagesViewController.self)?.currentIndex == 0, "the first page")
        },
        TourStep("pages-next") { tour in
            tour.tapButton("Next")
            tour.tapButton("Next")
            tour.expect(tour.expectVisible(PagesViewController.self)?.currentIndex == 2, "the third page")
        },
        TourStep("back-to-setups") { tour in
            tour.tapTab("Setups")
            tour.expectVisible(CounterParentViewController.self, "the Setups tab kept its stack")
        },
    ]
}
