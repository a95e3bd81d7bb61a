/// Whether the app may read the user's contacts.
public enum CNAuthorizationStatus: Int, Sendable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// A policy keeps the app from asking.
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// The user allowed access.
    case authorized = 3
}

/// The kinds of data a contact store holds.
public enum CNEntityType: Int, Sendable {
    /// Contacts.
    case contacts = 0
}
