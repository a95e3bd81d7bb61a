import StoryboardDocument

/// The graph in Graphviz's DOT language. Node names are the graph's own (`n0`, …); every text
/// from a file goes into an HTML-like label or a quoted string, escaped, so no id, title or
/// identifier can break the document.
extension StoryboardGraph {
    /// DOT text; `thumbnails` maps node names to PNG files drawn inside their nodes, and
    /// `direction` is Graphviz's `rankdir` (`LR`, `TB`).
    func dot(thumbnails: [String: String] = [:], direction: String = "LR") -> String {
        var lines: [String] = []
        lines.append("digraph storyboards {")
        lines.append(
            "  graph [rankdir=\(direction), newrank=true, nodesep=0.35, ranksep=0.9, pad=0.3, bgcolor=\"white\", "
                + "fontname=\"Inter\", fontsize=16, labeljust=\"l\", remincross=true];")
        lines.append(
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"white\", color=\"#5d6d7e\", "
                + "fontname=\"Inter\", fontsize=11, margin=\"0.12,0.06\"];")
        lines.append("  edge [fontname=\"Inter\", fontsize=9, color=\"#2c3e50\", arrowsize=0.8];")
        for cluster in clusters {
            lines.append("  subgraph cluster_\(cluster.index) {")
            var title = "<B>\(Self.html(cluster.storyboardName))</B>"
            if !cluster.bundle.isEmpty {
                title += "<BR/><FONT POINT-SIZE=\"10\" COLOR=\"#7f8c8d\">\(Self.html(cluster.bundle))</FONT>"
            }
            lines.append("    label=<\(title)>; tooltip=\(Self.quoted(cluster.path));")
            lines.append("    style=\"rounded,filled\"; fillcolor=\"#f4f6f8\"; color=\"#aab4be\"; margin=14;")
            for node in nodes where node.cluster == cluster.index {
                lines.append("    \(node.name) [\(attributes(of: node, thumbnail: thumbnails[node.name]))];")
                if node.isInitial {
                    lines.append(
                        "    \(node.name)_entry [shape=point, width=0.1, color=\"#2c3e50\", label=\"\", tooltip=\"initial view controller\"];"
                    )
                    lines.append("    \(node.name)_entry -> \(node.name) [penwidth=2, arrowhead=normal];")
                }
            }
            lines.append("  }")
        }
        let lengths = staggeredLengths()
        for (index, edge) in edges.enumerated() {
            var attributes = Self.attributes(of: edge)
            if let length = lengths[index] { attributes += ", minlen=\(length)" }
            lines.append("  \(edge.from) -> \(edge.to) [\(attributes)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A scene with many segues (a menu) would put all its destinations side by side in one
    /// long row; giving its edges lengths of 1, 2 and 3 ranks in turn folds the row into three,
    /// as Graphviz's `unflatten -f -l 3` does, so the picture keeps a shape a screen can show.
    private func staggeredLengths() -> [Int: Int] {
        var outgoing: [String: [Int]] = [:]
        for (index, edge) in edges.enumerated() where edge.from != edge.to {
            if case .segue(.unwind) = edge.style { continue }
            outgoing[edge.from, default: []].append(index)
        }
        var lengths: [Int: Int] = [:]
        for indices in outgoing.values where indices.count >= Self.fanOutToStagger {
            for (position, index) in indices.enumerated() { lengths[index] = 1 + position % 3 }
        }
        return lengths
    }

    /// How many segues from one scene make a menu worth folding.
    static let fanOutToStagger = 6

    private func attributes(of node: Node, thumbnail: String?) -> String {
        var text: [String] = []
        var attributes: [String] = []
        switch node.kind {
        case .scene:
            text.append("<B>\(Self.html(node.className))</B>")
            if let title = node.title { text.append("“\(Self.html(title))”") }
            if let identifier = node.storyboardIdentifier {
                text.append("<FONT COLOR=\"#7f8c8d\">id: \(Self.html(identifier))</FONT>")
            }
        case .reference(let target, let resolved):
            text.append("<I>Reference</I>")
            text.append("→ \(Self.html(target))")
            attributes.append("style=\"rounded,dashed,filled\"")
            attributes.append(resolved ? "fillcolor=\"#fbfcfc\"" : "fillcolor=\"#fdedec\", color=\"#c0392b\"")
            if !resolved { text.append("<FONT COLOR=\"#c0392b\">not found</FONT>") }
        case .exit:
            text.append("<B>Exit</B>")
            attributes.append("shape=cds, fillcolor=\"#fdebd0\", color=\"#ca6f1e\"")
        }
        let body = text.joined(separator: "<BR/>")
        if let thumbnail {
            attributes.append("margin=\"0.04\"")
            attributes.append(
                "label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"2\">"
                    + "<TR><TD BORDER=\"1\" COLOR=\"#d5d8dc\"><IMG SRC=\(Self.htmlQuoted(thumbnail))/></TD></TR>"
                    + "<TR><TD>\(body)</TD></TR></TABLE>>")
        } else {
            attributes.append("label=<\(body)>")
        }
        var tooltip = node.controllerID.isEmpty ? "" : "controller \(node.controllerID)"
        if !node.sceneID.isEmpty { tooltip += ", scene \(node.sceneID)" }
        if !tooltip.isEmpty { attributes.append("tooltip=\(Self.quoted(tooltip))") }
        return attributes.joined(separator: ", ")
    }

    /// Each kind drawn its own way: relationships bold, embeds dotted from a diamond, shows
    /// solid, presentations red, custom segues purple, unwinds dashed grey back to the receiver
    /// (without pulling on the layout), references grey to their target.
    private static func attributes(of edge: Edge) -> String {
        var label: [String] = []
        var attributes: [String] = []
        if let identifier = edge.identifier, !identifier.isEmpty { label.append(html(identifier)) }
        switch edge.style {
        case .reference:
            attributes.append("color=\"#95a5a6\", arrowhead=empty, penwidth=1.2")
        case .segue(let kind):
            switch kind {
            case .relationship(let relationship):
                label.append("<I>\(html(relationship))</I>")
                attributes.append("penwidth=2.6, color=\"#34495e\"")
            case .embed:
                label.append("<I>embed</I>")
                attributes.append("style=dotted, penwidth=2, dir=both, arrowtail=diamond, color=\"#117a65\"")
            case .show, .push, .showDetail, .replace:
                label.append("<I>\(kind.name)</I>")
                attributes.append("color=\"#2c3e50\"")
            case .presentation, .modal, .popover, .popoverPresentation:
                label.append("<I>\(kind.name)</I>")
                attributes.append("color=\"#c0392b\", fontcolor=\"#922b21\"")
            case .unwind(let action):
                label.append("<I>unwind: \(html(action))</I>")
                attributes.append("style=dashed, color=\"#7f8c8d\", fontcolor=\"#616a6b\", constraint=false")
            case .custom, .other:
                label.append("<I>\(html(kind.name))</I>")
                attributes.append("color=\"#7d3c98\", fontcolor=\"#6c3483\"")
            }
        }
        if !label.isEmpty { attributes.insert("label=<\(label.joined(separator: "<BR/>"))>", at: 0) }
        return attributes.joined(separator: ", ")
    }

    /// Text for an HTML-like label: markup characters as entities, line breaks and other
    /// control characters as spaces (Graphviz rejects them).
    static func html(_ text: String) -> String {
        MarkupText.escaped(text) { $0.value < 0x20 || $0.value == 0x7F ? " " : nil }
    }

    /// An attribute value inside an HTML-like label.
    static func htmlQuoted(_ text: String) -> String { "\"" + html(text) + "\"" }

    /// A DOT quoted string (an escString where Graphviz reads one): backslashes and quotes
    /// escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case let control where control.value < 0x20 || control.value == 0x7F: escaped += " "
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
