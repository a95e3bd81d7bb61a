/// Why the web host could not start.
public enum WebHostError: Error, CustomStringConvertible {
    case cannotListen(String, Int, String)

    public var description: String {
        switch self {
        case .cannotListen(let address, let port, let reason):
            "cannot listen on \(address):\(port): \(reason)"
        }
    }
}
