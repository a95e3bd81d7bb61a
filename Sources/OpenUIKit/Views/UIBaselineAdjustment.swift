/// Where text goes vertically when a label shrinks it to fit (`adjustsFontSizeToFitWidth`).
/// Interface Builder writes it on every label, so the loader needs somewhere to put it.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text keeps the baseline the text had at its full size; stored, but labels here do not consult it.
    case alignBaselines = 0
    /// The shrunk text is centred where the full-size text's centre was; stored, but labels here do not consult it.
    case alignCenters = 1
    /// The shrunk text keeps the top of its bounding box; stored, but labels here do not consult it.
    case none = 2
}
