import Foundation
import OpenUIKit
import Photos

/// How much of a live photo's motion plays.
public enum PHLivePhotoViewPlaybackStyle: Int, Sendable {
    /// Not playing.
    case undefined = 0
    /// The whole movie, with sound, as a long press plays it.
    case full = 1
    /// A short stretch of motion, as Photos plays when a live photo scrolls into view.
    case hint = 2
}

/// How the live photo badge is drawn.
public struct PHLivePhotoBadgeOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// White with a shadow, to sit on top of the photo.
    public static let overContent = PHLivePhotoBadgeOptions(rawValue: 1 << 0)
    /// Struck through, for a live photo whose motion is off.
    public static let liveOff = PHLivePhotoBadgeOptions(rawValue: 1 << 1)
}

/// Told when a live photo view starts and stops playing.
@preconcurrency @MainActor
public protocol PHLivePhotoViewDelegate: AnyObject {
    /// Whether playback may start; by default it may.
    func livePhotoView(
        _ livePhotoView: PHLivePhotoView, canBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    )
        -> Bool
    /// Playback is about to start.
    func livePhotoView(
        _ livePhotoView: PHLivePhotoView, willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
    /// Playback ended (on its own or by `stopPlayback()`).
    func livePhotoView(_ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
    /// How much longer than a long press a touch must last before playback starts; 0 by default.
    func livePhotoView(
        _ livePhotoView: PHLivePhotoView, extraMinimumTouchDurationFor touch: UITouch,
        with playbackStyle: PHLivePhotoViewPlaybackStyle
    ) -> TimeInterval
}

extension PHLivePhotoViewDelegate {
    public func livePhotoView(
        _ livePhotoView: PHLivePhotoView, canBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    ) -> Bool { true }
    public func livePhotoView(
        _ livePhotoView: PHLivePhotoView, willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    ) {}
    public func livePhotoView(
        _ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    ) {}
    public func livePhotoView(
        _ livePhotoView: PHLivePhotoView, extraMinimumTouchDurationFor touch: UITouch,
        with playbackStyle: PHLivePhotoViewPlaybackStyle
    ) -> TimeInterval { 0 }
}

/// Shows a live photo: its still, laid out by the view's `contentMode`, and its motion on a
/// long press or `startPlayback(with:)`.
///
/// No decoder here plays the movie, so playback is the still zooming in slightly and back,
/// as Photos' playback starts and ends, for the movie's usual length (3 s full, 1 s hint) on
/// the animation clock; the delegate hears of it as it would of the movie.
open class PHLivePhotoView: UIView {
    /// How long playback lasts, since the movie's own length is not read.
    static let fullPlaybackDuration: TimeInterval = 3
    static let hintPlaybackDuration: TimeInterval = 1

    private let stillView = UIImageView()
    private var playingStyle: PHLivePhotoViewPlaybackStyle = .undefined

    /// The live photo shown; setting it stops playback.
    open var livePhoto: PHLivePhoto? {
        didSet {
            stopPlayback()
            stillView.image = livePhoto?.stillImage
        }
    }

    /// Told when playback starts and ends.
    open weak var delegate: (any PHLivePhotoViewDelegate)?
    /// Whether playback is silent.
    open var isMuted = false

    /// The long press that plays the whole movie while it lasts.
    open private(set) lazy var playbackGestureRecognizer: UIGestureRecognizer = {
        let press = UILongPressGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            switch recognizer.state {
            case .began: self.startPlayback(with: .full)
            case .ended, .cancelled, .failed: self.stopPlayback()
            default: break
            }
        }
        return press
    }()

    open override var contentMode: UIView.ContentMode {
        didSet { stillView.contentMode = contentMode }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        stillView.frame = bounds
        stillView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        stillView.contentMode = contentMode
        addSubview(stillView)
        addGestureRecognizer(playbackGestureRecognizer)
    }

    /// Whether the view is playing, and how.
    var currentPlaybackStyle: PHLivePhotoViewPlaybackStyle { playingStyle }

    /// Plays the motion (see the class comment), unless there is no live photo, it already plays,
    /// or the delegate says no.
    open func startPlayback(with playbackStyle: PHLivePhotoViewPlaybackStyle) {
        guard livePhoto != nil, playbackStyle != .undefined, playingStyle == .undefined,
            delegate?.livePhotoView(self, canBeginPlaybackWith: playbackStyle) ?? true
        else { return }
        delegate?.livePhotoView(self, willBeginPlaybackWith: playbackStyle)
        playingStyle = playbackStyle
        let duration = playbackStyle == .full ? Self.fullPlaybackDuration : Self.hintPlaybackDuration
        UIView.animate(
            withDuration: duration / 2,
            animations: { self.stillView.transform = CGAffineTransform(scaleX: 1.05, y: 1.05) },
            completion: { finished in
                guard finished, self.playingStyle == playbackStyle else { return }
                UIView.animate(
                    withDuration: duration / 2, animations: { self.stillView.transform = .identity },
                    completion: { _ in self.endPlayback() })
            })
    }

    /// Stops playing at once; the delegate hears that playback ended.
    open func stopPlayback() {
        guard playingStyle != .undefined else { return }
        stillView.layer.removeAllAnimations()
        stillView.transform = .identity
        endPlayback()
    }

    private func endPlayback() {
        let style = playingStyle
        guard style != .undefined else { return }
        playingStyle = .undefined
        delegate?.livePhotoView(self, didEndPlaybackWith: style)
    }

    /// The "LIVE" badge Photos puts on live photos: a dot, a ring and a ring of dots, drawn in
    /// the label colour, white over content, struck through when `.liveOff`.
    open class func livePhotoBadgeImage(options badgeOptions: PHLivePhotoBadgeOptions = []) -> UIImage {
        let side: CGFloat = 27
        let center = CGPoint(x: side / 2, y: side / 2)
        let color: UIColor = badgeOptions.contains(.overContent) ? .white : .label
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        return renderer.image { _ in
            color.setFill()
            color.setStroke()
            UIBezierPath(arcCenter: center, radius: 3, startAngle: 0, endAngle: 2 * .pi, clockwise: true).fill()
            let ring = UIBezierPath(arcCenter: center, radius: 7, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            ring.lineWidth = 1.5
            ring.stroke()
            for step in 0..<16 {
                let angle = CGFloat(step) * .pi / 8
                let dot = CGPoint(x: center.x + 11 * cos(angle), y: center.y + 11 * sin(angle))
                UIBezierPath(arcCenter: dot, radius: 0.9, startAngle: 0, endAngle: 2 * .pi, clockwise: true).fill()
            }
            if badgeOptions.contains(.liveOff) {
                let slash = UIBezierPath()
                slash.move(to: CGPoint(x: 4, y: 4))
                slash.addLine(to: CGPoint(x: side - 4, y: side - 4))
                slash.lineWidth = 2
                slash.stroke()
            }
        }
    }
}
