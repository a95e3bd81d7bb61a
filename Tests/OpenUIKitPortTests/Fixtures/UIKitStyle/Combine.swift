import Combine
import Foundation
import UIKit

/// Combine as apps write it: a view model publishing its state, a controller subscribing on the
/// main queue, and the Foundation publishers (notifications, URL loading, timers, KVO).
struct Headline: Decodable {
    let title: String
}

final class HeadlinesViewModel: ObservableObject {
    @Published var headlines: [Headline] = []
    @Published private(set) var isLoading = false
    let errors = PassthroughSubject<Error, Never>()
    let selection = CurrentValueSubject<Int?, Never>(nil)
    private var cancellables = Set<AnyCancellable>()

    func load(from url: URL) {
        isLoading = true
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [Headline].self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isLoading = false
                    if case .failure(let error) = completion { self?.errors.send(error) }
                },
                receiveValue: { [weak self] headlines in self?.headlines = headlines }
            )
            .store(in: &cancellables)
    }

    func titles() -> AnyPublisher<[String], Never> {
        $headlines.map { $0.map(\.title) }.eraseToAnyPublisher()
    }

    func greeting() -> AnyPublisher<String, Never> {
        Just("Hello").delay(for: .milliseconds(10), scheduler: RunLoop.main).eraseToAnyPublisher()
    }

    func fetchCount() -> Future<Int, Error> {
        Future { promise in
            DispatchQueue.global().async { promise(.success(3)) }
        }
    }
}

final class HeadlinesViewController: UIViewController {
    let viewModel = HeadlinesViewModel()
    @Published var searchText = ""
    private let countLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()
    private var ticks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.titles()
            .map { "\($0.count) headlines" }
            .receive(on: DispatchQueue.main)
            .assign(to: \.text, on: countLabel)
            .store(in: &cancellables)

        $searchText
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] text in self?.title = text }
            .store(in: &cancellables)

        viewModel.objectWillChange
            .sink { [weak self] _ in self?.view.setNeedsLayout() }
            .store(in: &cancellables)

        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .sink { [weak self] frame in self?.additionalSafeAreaInsets.bottom = frame.height }
            .store(in: &cancellables)

        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &cancellables)

        view.publisher(for: \.bounds)
            .map(\.width)
            .sink { width in print("width \(width)") }
            .store(in: &cancellables)

        viewModel.fetchCount()
            .replaceError(with: 0)
            .combineLatest(viewModel.greeting())
            .sink { count, greeting in print(greeting, count) }
            .store(in: &cancellables)
    }
}
