import AVFoundation
import UIKit

/// Who hears about the player view controller's full-screen and picture-in-picture changes. Linux
/// shows the player where the app put it, so none of these is ever called.
@preconcurrency @MainActor
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {}

/// The system's video player screen: the player's video layer filling the view, with a play/pause
/// button over it when `showsPlaybackControls` is on. Video frames are not drawn yet (see
/// `AVPlayerLayer`): the view shows black behind the control, and sound plays.
open class AVPlayerViewController: UIViewController {
    /// The player shown; setting it moves the video layer and control to it.
    open var player: AVPlayer? {
        didSet {
            playerView.playerLayer.player = player
            updateControl()
        }
    }

    open var showsPlaybackControls = true {
        didSet { playPauseButton.isHidden = !showsPlaybackControls }
    }

    open var videoGravity: AVLayerVideoGravity {
        get { playerView.playerLayer.videoGravity }
        set { playerView.playerLayer.videoGravity = newValue }
    }

    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var updatesNowPlayingInfoCenter = true
    open var showsTimecodes = false
    open var isReadyForDisplay: Bool { playerView.playerLayer.isReadyForDisplay }
    open var videoBounds: CGRect { playerView.playerLayer.videoRect }

    /// A view above the video and below the controls, for the app's own overlay.
    public let contentOverlayView: UIView? = UIView()

    private let playerView = PlayerView()
    /// The play/pause control; its image follows the player's rate.
    let playPauseButton = UIButton(type: .system)
    private var endObserver: (any NSObjectProtocol)?

    open override func loadView() {
        playerView.backgroundColor = .black
        view = playerView
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let contentOverlayView {
            contentOverlayView.frame = view.bounds
            contentOverlayView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(contentOverlayView)
        }
        playPauseButton.tintColor = .white
        playPauseButton.backgroundColor = UIColor(white: 0, alpha: 0.45)
        playPauseButton.layer.cornerRadius = 28
        playPauseButton.accessibilityLabel = "Play"
        playPauseButton.addAction(UIAction { [weak self] _ in self?.togglePlayback() }, for: .touchUpInside)
        playPauseButton.isHidden = !showsPlaybackControls
        view.addSubview(playPauseButton)
        endObserver = NotificationCenter.default.addObserver(
            forName: AVPlayerItem.didPlayToEndTimeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.updateControl() }
        }
        updateControl()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        playPauseButton.frame = CGRect(x: view.bounds.midX - 28, y: view.bounds.midY - 28, width: 56, height: 56)
    }

    /// Plays when paused and pauses when playing, as a tap on the control does.
    func togglePlayback() {
        guard let player else { return }
        if player.rate == 0 { player.play() } else { player.pause() }
        updateControl()
    }

    private func updateControl() {
        let playing = (player?.rate ?? 0) != 0
        playPauseButton.setImage(UIImage(systemName: playing ? "pause.fill" : "play.fill"), for: .normal)
        playPauseButton.accessibilityLabel = playing ? "Pause" : "Play"
    }
}

/// A view whose layer is the player layer.
final class PlayerView: UIView {
    override class var layerClass: CALayer.Type { AVPlayerLayer.self }
    var playerLayer: AVPlayerLayer {
        // layerClass makes the layer an AVPlayerLayer.
        if let layer = layer as? AVPlayerLayer { return layer }
        return fallback
    }
    private let fallback = AVPlayerLayer()
}
