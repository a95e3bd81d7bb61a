import Foundation

/// The PDF contexts `UIGraphicsBeginPDFContextToData` and `…ToFile` begin, one stack per
/// thread; the one drawing a page is on the drawing stack too, so `UIGraphicsGetCurrentContext()`
/// returns it.
private let pdfContexts = ThreadLocal<[PDFContextEntry]>("UIGraphicsPDFContexts") { [] }

private struct PDFContextEntry {
    /// Where the bytes go when the context ends.
    enum Destination {
        case data(NSMutableData)
        case file(URL)
    }

    let session: PDFDrawingSession
    let destination: Destination
    var hasPage = false
}

/// The document-info dictionary C callers pass, with the string keys `PDFRendering` reads.
private func pdfDocumentInfo(_ info: [AnyHashable: Any]?) -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, value) in info ?? [:] {
        if let key = key as? String { result[key] = value } else { result["\(key)"] = value }
    }
    return result
}

/// Begins a PDF document of `bounds`-sized pages (Letter, 612 × 792 points, when empty) whose
/// bytes are appended to `data` by `UIGraphicsEndPDFContext()`, with `documentInfo`'s title,
/// author, subject, keywords and creator in its metadata. Nothing is drawn until
/// `UIGraphicsBeginPDFPage()`. Headless there is no PDF writer and `data` stays as it is.
public func UIGraphicsBeginPDFContextToData(
    _ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) {
    guard let session = PDFDrawingSession(bounds: bounds, documentInfo: pdfDocumentInfo(documentInfo)) else {
        return
    }
    pdfContexts.value.append(PDFContextEntry(session: session, destination: .data(data)))
}

/// Begins a PDF document as `UIGraphicsBeginPDFContextToData` does, written to the file at
/// `path` by `UIGraphicsEndPDFContext()`; false when the file cannot be created (the folder
/// does not exist or is not writable) or, headless, when there is no PDF writer.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(
    _ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) -> Bool {
    let url = URL(fileURLWithPath: path)
    guard let session = PDFDrawingSession(bounds: bounds, documentInfo: pdfDocumentInfo(documentInfo)),
        FileManager.default.createFile(atPath: path, contents: nil)
    else { return false }
    pdfContexts.value.append(PDFContextEntry(session: session, destination: .file(url)))
    return true
}

/// Ends the current page, if any, and begins one the size of the context's bounds.
public func UIGraphicsBeginPDFPage() {
    beginPDFPage(bounds: nil)
}

/// Ends the current page, if any, and begins one of `bounds` (the context's when empty), its
/// origin the page's top-left corner. The page's boxes are `bounds`: `pageInfo`'s box keys are
/// not read.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    beginPDFPage(bounds: bounds)
}

private func beginPDFPage(bounds: CGRect?) {
    guard var entry = pdfContexts.value.popLast() else { return }
    entry.session.beginPage(bounds: bounds)
    if !entry.hasPage { UIGraphicsPushContext(entry.session.context) }
    entry.hasPage = true
    pdfContexts.value.append(entry)
}

/// Ends the current PDF context: the last page and the document, its bytes appended to the
/// data or written to the file it was begun with. One never begun is ignored.
public func UIGraphicsEndPDFContext() {
    guard let entry = pdfContexts.value.popLast() else { return }
    if entry.hasPage { UIGraphicsPopContext() }
    let bytes = entry.session.finish()
    switch entry.destination {
    case .data(let data): data.append(bytes)
    case .file(let url): try? bytes.write(to: url)
    }
}

/// The bounds of the current PDF context's page (the context's own before its first page);
/// `.zero` outside a PDF context.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    pdfContexts.value.last?.session.pageBounds ?? .zero
}

/// Makes `rect` (user space) on the current PDF page a link that opens `url`.
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    pdfContexts.value.last?.session.setURL(url, for: rect)
}

/// Names `point` (user space) on the current PDF page as a destination called `name`.
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    pdfContexts.value.last?.session.addDestination(withName: name, at: point)
}

/// Makes `rect` (user space) on the current PDF page a link to the destination called `name`.
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    pdfContexts.value.last?.session.setDestination(withName: name, for: rect)
}
