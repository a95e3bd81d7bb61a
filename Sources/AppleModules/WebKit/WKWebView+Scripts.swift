import Foundation
import UIKit

extension WKWebView {
    /// Runs `javaScriptString` in `contentWorld` (the page's, or an isolated world of the app's)
    /// of the main frame; `frame` must be the main frame or nil, since frames are not told apart
    /// here.
    public func evaluateJavaScript(
        _ javaScriptString: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
        completionHandler: ((Result<Any, any Error>) -> Void)? = nil
    ) {
        run(["expression": javaScriptString, "returnByValue": true], in: contentWorld) { value, error in
            completionHandler?(Self.result(value, error))
        }
    }

    /// Runs `functionBody` as the body of an async function whose parameters are `arguments`'
    /// keys (their values cross as JSON), and hands back what its promise resolves to.
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo?,
        in contentWorld: WKContentWorld, completionHandler: ((Result<Any, any Error>) -> Void)? = nil
    ) {
        let names = arguments.keys.sorted()
        let values = names.map { arguments[$0] ?? NSNull() }
        guard JSONSerialization.isValidJSONObject(values),
            let data = try? JSONSerialization.data(withJSONObject: values),
            let list = String(data: data, encoding: .utf8)
        else {
            completionHandler?(
                .failure(WKError.error(.javaScriptResultTypeIsUnsupported, "An argument has no JavaScript form")))
            return
        }
        let expression = "(async function(\(names.joined(separator: ","))){\n\(functionBody)\n}).apply(null, \(list))"
        run(["expression": expression, "returnByValue": true, "awaitPromise": true], in: contentWorld) {
            value, error in completionHandler?(Self.result(value, error))
        }
    }

    private static func result(_ value: Any?, _ error: (any Error)?) -> Result<Any, any Error> {
        if let error { return .failure(error) }
        if let value { return .success(value) }
        return .failure(
            WKError.error(
                .javaScriptResultTypeIsUnsupported, "JavaScript execution returned a result of an unsupported type"))
    }

    /// `Runtime.evaluate` with `parameters`, in the world's context of the current document.
    private func run(
        _ parameters: [String: Any], in world: WKContentWorld, _ body: @escaping (Any?, (any Error)?) -> Void
    ) {
        withPage { result in
            switch result {
            case .failure(let error):
                body(nil, WKError.error(.unknown, "\(error)"))
            case .success(let page):
                let evaluate = { (context: Int?) in
                    var parameters = parameters
                    if let context { parameters["contextId"] = context }
                    page.send("Runtime.evaluate", parameters) { reply in
                        let (value, error) = Self.scriptResult(reply.parameters, failure: reply.errorMessage)
                        body(value, error)
                    }
                }
                guard let name = world.name, let frame = page.targetID else { return evaluate(nil) }
                page.send("Page.createIsolatedWorld", ["frameId": frame, "worldName": name]) { reply in
                    evaluate(reply.parameters["executionContextId"] as? Int)
                }
            }
        }
    }

    /// An image of the view's page (or of `snapshotConfiguration`'s part of it), captured by
    /// Chromium, at the frame's pixels a point.
    public func takeSnapshot(
        with snapshotConfiguration: WKSnapshotConfiguration?,
        completionHandler: @escaping (UIImage?, (any Error)?) -> Void
    ) {
        let scale = frameScale
        let rect = snapshotConfiguration?.rect ?? .null
        let area = rect.isNull ? bounds : rect
        let width = snapshotConfiguration?.snapshotWidth.map { CGFloat($0.doubleValue) } ?? area.width
        withPage { result in
            guard case .success(let page) = result else {
                return completionHandler(nil, WKError.error(.unknown, "The page could not be opened"))
            }
            var parameters: [String: Any] = ["format": "png"]
            if area.width > 0, area.height > 0 {
                parameters["clip"] = [
                    "x": Double(area.minX), "y": Double(area.minY), "width": Double(area.width),
                    "height": Double(area.height), "scale": Double(width / area.width),
                ]
            }
            page.send("Page.captureScreenshot", parameters) { reply in
                guard let text = reply.parameters["data"] as? String, let data = Data(base64Encoded: text),
                    let image = UIImage(data: data, scale: scale)
                else {
                    return completionHandler(nil, WKError.error(.unknown, reply.errorMessage ?? "No snapshot"))
                }
                completionHandler(image, nil)
            }
        }
    }
}
