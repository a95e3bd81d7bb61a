import AVFoundation
import AVKit
import UIKit

/// A game's sound effects and a video screen, as apps write them: a player per sound kept until
/// its delegate hears the end, the session set up at launch, a movie shown in the system player.
final class SoundEffects: NSObject, AVAudioPlayerDelegate {
    private var playing = Set<AVAudioPlayer>()

    func activate() {
        do {
            try AVAudioSession.sharedInstance().setCategory(.ambient, mode: .default, options: [.mixWithOthers])
            try AVAudioSession.sharedInstance().setActive(true)
        } catch {
            print("audio session: \(error)")
        }
    }

    func play(_ url: URL, volume: Float = 1, pan: Float = 0, loop: Bool = false) {
        guard let player = try? AVAudioPlayer(contentsOf: url) else { return }
        player.delegate = self
        player.volume = volume
        player.pan = pan
        player.numberOfLoops = loop ? -1 : 0
        player.prepareToPlay()
        player.play()
        playing.insert(player)
        print("playing \(player.duration)s from \(player.currentTime)")
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        playing.remove(player)
    }

    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {
        playing.remove(player)
    }
}

class MovieViewController: UIViewController {
    var movieURL: URL?
    private var player: AVPlayer?
    private var timeObserver: Any?
    private var endObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let movieURL else { return }
        let item = AVPlayerItem(url: movieURL)
        let player = AVPlayer(playerItem: item)
        let layer = AVPlayerLayer(player: player)
        layer.videoGravity = .resizeAspectFill
        layer.frame = view.bounds
        view.layer.addSublayer(layer)
        timeObserver = player.addPeriodicTimeObserver(
            forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main
        ) { time in
            print("at \(CMTimeGetSeconds(time))")
        }
        endObserver = NotificationCenter.default.addObserver(
            forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: .main
        ) { _ in
            player.seek(to: .zero)
        }
        self.player = player
        let duration = AVURLAsset(url: movieURL).duration
        print("movie lasts \(duration.seconds)s")
    }

    func showFullScreen() {
        let controller = AVPlayerViewController()
        controller.player = player
        controller.showsPlaybackControls = true
        present(controller, animated: true) {
            controller.player?.play()
        }
    }

    func scanCode() {
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .authorized:
            guard AVCaptureDevice.default(for: .video) != nil else { return }
        case .notDetermined:
            AVCaptureDevice.requestAccess(for: .video) { granted in
                DispatchQueue.main.async { print("camera granted: \(granted)") }
            }
        case .denied, .restricted:
            let alert = UIAlertController(title: "No camera", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        @unknown default:
            break
        }
    }

    deinit {
        if let timeObserver { player?.removeTimeObserver(timeObserver) }
    }
}
