import ArgumentParser

/// `storyboard dump`: the decoded documents as JSON, for scripts and for seeing what the decoder
/// read. One file prints one object; several print an array in path order.
public struct DumpCommand: ToolCommand {
    public static let configuration = CommandConfiguration(
        commandName: "dump", abstract: "Print the decoded documents as JSON.")

    @OptionGroup public var inputs: InputOptions

    @Flag(help: "Add each document's element tree as written (names, attributes, text).")
    public var elements = false

    @Flag(help: "Print JSON on one line.")
    public var compact = false

    public init() {}

    public func execute(_ output: inout ToolOutput) throws -> Int32 {
        let loaded = try inputs.load()
        let documents = loaded.files.map { DocumentJSON.file($0, inputs: loaded, elements: elements) }
        let value: JSONValue = documents.count == 1 ? documents[0] : .array(documents)
        output.print(value.serialized(pretty: !compact))
        return loaded.files.contains { $0.document == nil } ? 1 : 0
    }
}
