import Foundation

/// Networking in a file that imports only Foundation, as on iOS.
final class WeatherClient {
    let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func request(for city: String) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://example.com/weather?city=\(city)")!)
        request.httpMethod = "GET"
        return request
    }

    func isSuccess(_ response: URLResponse) -> Bool {
        (response as? HTTPURLResponse).map { (200..<300).contains($0.statusCode) } ?? false
    }
}
