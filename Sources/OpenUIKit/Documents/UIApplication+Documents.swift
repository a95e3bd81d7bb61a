extension UIApplication {
    /// Saves the changes of every open document, as UIKit does when the app goes to the
    /// background.
    func autosaveOpenDocuments() {
        documentList.removeAll { $0.value == nil }
        for box in documentList { box.value?.autosaveIfNeeded() }
    }
}
