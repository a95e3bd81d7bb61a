/// Where text goes vertically when a label shrinks it to fit (`adjustsFontSizeToFitWidth`).
/// Interface Builder writes it on every label, so the loader needs somewhere to put it.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}
