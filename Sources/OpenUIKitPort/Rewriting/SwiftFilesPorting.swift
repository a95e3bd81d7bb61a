import Foundation
import SwiftSyntax

/// The Swift files of one module rewritten for what Swift forbids off Apple platforms: each file
/// by `SourceRewriter`, then `MemberMover`, with what one file needs to know of the others read
/// from all of them first (`ModuleIndex`).
enum SwiftFilesPorting {
    struct Result {
        /// Each file's path (as given) and its new text.
        var files: [(path: String, text: String)]
        var rewrites: [Rewrite]
        var gaps: [PortGap]
        var index: ModuleIndex
        /// The modules the files import unconditionally (at file scope, outside `#if`), each
        /// with the files that import it.
        var imports: [String: Set<String>]
    }

    /// `files` are paths relative to the module's folder with their text; `displayRoot` goes
    /// before a path where the report names it (a local package's folder), empty for none.
    static func rewrite(_ files: [(path: String, source: String)], displayRoot: String = "") -> Result {
        let index = ModuleIndex(files: files)
        let receivers = MemberMover.receivers(in: index)
        let rewriter = SourceRewriter(index: index, classesReceivingActions: receivers.withActions)
        var result = Result(files: [], rewrites: [], gaps: [], index: index, imports: [:])
        for (path, source) in files {
            let display = displayRoot.isEmpty ? path : "\(displayRoot)/\(path)"
            let first = rewriter.rewrite(file: path, source: source, displayPath: display)
            let here = Set(index.classes.values.filter { $0.file == path }.map(\.name))
            let (moved, moves) = MemberMover.move(source: first.source, file: display, classesHere: here)
            result.files.append((path, moved))
            result.rewrites += first.rewrites + moves
            result.gaps += first.gaps
            for statement in index.files[path]?.statements ?? [] {
                guard let declaration = statement.item.as(ImportDeclSyntax.self),
                    let module = declaration.path.first?.name.text
                else { continue }
                result.imports[module, default: []].insert(display)
            }
        }
        var classFiles: [String: String] = [:]
        for type in index.classes.values where !type.isFilePrivate { classFiles[type.name] = type.file }
        let across = MemberMover.moveAcrossFiles(result.files, classFiles: classFiles) {
            displayRoot.isEmpty ? $0 : "\(displayRoot)/\($0)"
        }
        result.files = across.files
        result.rewrites += across.rewrites
        result.gaps += across.gaps
        return result
    }
}
