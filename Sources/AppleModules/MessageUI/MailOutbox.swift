import Foundation
import OpenUIKitContracts

/// Where sent mail goes on Linux: no mail account or transport is set up, so a message "sent"
/// from a compose sheet is written as an RFC 5322 `.eml` file to the folder
/// `OPENUIKIT_MAIL_OUTBOX` names. Without that variable there is nowhere to send, and
/// `canSendMail()` says so, as on a device with no Mail account.
enum MailOutbox {
    static var folder: URL? {
        guard let path = ProcessInfo.processInfo.environment[.mailOutbox], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    struct Attachment {
        var data: Data
        var mimeType: String
        var fileName: String
    }

    struct Message {
        var to: [String] = []
        var cc: [String] = []
        var bcc: [String] = []
        var subject = ""
        var body = ""
        var isHTML = false
        var preferredSender: String?
        var attachments: [Attachment] = []

        /// The message as RFC 5322 text, MIME multipart when it has attachments.
        func rendered(date: Date = Date(), boundary: String = "OpenUIKit-\(UUID().uuidString)") -> String {
            var headers: [String] = []
            if let preferredSender { headers.append("From: \(preferredSender)") }
            if !to.isEmpty { headers.append("To: \(to.joined(separator: ", "))") }
            if !cc.isEmpty { headers.append("Cc: \(cc.joined(separator: ", "))") }
            if !bcc.isEmpty { headers.append("Bcc: \(bcc.joined(separator: ", "))") }
            headers.append("Subject: \(Self.encodedHeader(subject))")
            headers.append("Date: \(Self.rfc5322Date(date))")
            headers.append("MIME-Version: 1.0")
            let bodyType = "\(isHTML ? "text/html" : "text/plain"); charset=utf-8"
            guard !attachments.isEmpty else {
                headers.append("Content-Type: \(bodyType)")
                headers.append("Content-Transfer-Encoding: 8bit")
                return headers.joined(separator: "\r\n") + "\r\n\r\n" + body + "\r\n"
            }
            headers.append("Content-Type: multipart/mixed; boundary=\"\(boundary)\"")
            var parts = [
                "--\(boundary)\r\nContent-Type: \(bodyType)\r\nContent-Transfer-Encoding: 8bit\r\n\r\n\(body)\r\n"
            ]
            for attachment in attachments {
                let encoded = attachment.data.base64EncodedString(options: [
                    .lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed,
                ])
                parts.append(
                    "--\(boundary)\r\nContent-Type: \(attachment.mimeType); name=\"\(attachment.fileName)\"\r\n"
                        + "Content-Disposition: attachment; filename=\"\(attachment.fileName)\"\r\n"
                        + "Content-Transfer-Encoding: base64\r\n\r\n\(encoded)\r\n")
            }
            return headers.joined(separator: "\r\n") + "\r\n\r\n" + parts.joined() + "--\(boundary)--\r\n"
        }

        /// A header value with non-ASCII text as an RFC 2047 encoded word.
        static func encodedHeader(_ text: String) -> String {
            guard text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
            return "=?UTF-8?B?\(Data(text.utf8).base64EncodedString())?="
        }

        static func rfc5322Date(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
            return formatter.string(from: date)
        }
    }

    /// Writes `message` into the outbox; the file's URL, or an error when there is no outbox or
    /// the folder cannot be written.
    static func send(_ message: Message) throws -> URL {
        guard let folder else { throw MFMailComposeError(.sendFailed) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(UUID().uuidString).eml")
        try Data(message.rendered().utf8).write(to: url, options: .atomic)
        return url
    }
}
