/// What the form's pages fill in, handed from page to page in `prepare(for:sender:)` and read
/// by whoever the form unwinds to.
@MainActor
public final class FormDraft {
    public var name: String?
    public var seats = 1
    public var wantsUpdates = true

    public init() {}

    public func clear() {
        name = nil
        seats = 1
        wantsUpdates = true
    }

    /// One line for the summary and the start page.
    public var summary: String {
        let seatsText = seats == 1 ? "1 seat" : "\(seats) seats"
        return "\(name ?? "Nobody") · \(seatsText) · \(wantsUpdates ? "updates on" : "no updates")"
    }
}
