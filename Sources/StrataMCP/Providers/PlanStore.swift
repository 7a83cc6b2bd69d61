import Foundation
import StrataCore
import StrataKnowledge
import StrataScaffold

/// The dry-run plans of one MCP session, so a `scaffold_feature` result can stay a short summary
/// with links (`strata://plans/{plan}/{path}`, `strata://plans/{plan}.diff`) and the agent reads
/// only the files it wants. A plan's id is a digest of its changes, so the same plan is the same
/// link, and a link read later returns what was planned, whatever happened on disk since.
/// Only the newest plans are kept: an older link answers "resource not found".
public final class PlanStore: @unchecked Sendable {
    public static let scheme = "strata://plans/"
    /// Enough for an agent comparing a few variants of a feature; each plan is a few hundred KB at most.
    public static let capacity = 16

    struct Plan {
        var id: String
        var files: [String: String]
        var diff: String
    }

    // The MCP server reads and writes from one thread today, but a tool call may move off it.
    private let lock = NSLock()
    private var plans: [Plan] = []

    public init() {}

    /// Keeps a plan's contents and unified diff, and returns its id.
    func keep(_ changes: [PlannedChange]) -> String {
        var digest = SHA256()
        var files: [String: String] = [:]
        var diff = ""
        for change in changes {
            digest.update(Array("\(change.action.rawValue) \(change.path)\n".utf8))
            digest.update(Array((change.contents ?? "").utf8))
            if let contents = change.contents { files[change.path] = contents }
            diff += LineDiff.unified(
                old: change.previousContents ?? "", new: change.contents ?? "", oldName: change.path,
                newName: change.path)
        }
        let id = String(digest.hexDigest().prefix(16))
        lock.withLock {
            plans.removeAll { $0.id == id }
            plans.append(Plan(id: id, files: files, diff: diff))
            if plans.count > Self.capacity { plans.removeFirst(plans.count - Self.capacity) }
        }
        return id
    }

    static func fileURI(plan: String, path: String) -> String { scheme + plan + "/" + percentEncoded(path) }
    static func diffURI(plan: String) -> String { scheme + plan + ".diff" }

    /// The resource behind a plan link; nil for a plan no longer kept or a path it does not hold.
    func read(_ uri: String) -> MCPResource? {
        guard uri.hasPrefix(Self.scheme) else { return nil }
        let rest = uri.dropFirst(Self.scheme.count)
        if rest.hasSuffix(".diff"), !rest.contains("/") {
            let id = String(rest.dropLast(".diff".count))
            guard let plan = lock.withLock({ plans.first { $0.id == id } }) else { return nil }
            return MCPResource(
                uri: uri, name: "plan-\(id).diff", title: "Planned changes", description: "Unified diff of the plan",
                mimeType: "text/x-diff", text: plan.diff)
        }
        guard let slash = rest.firstIndex(of: "/"),
            let path = String(rest[rest.index(after: slash)...]).removingPercentEncoding
        else { return nil }
        let id = String(rest[..<slash])
        guard let text = lock.withLock({ plans.first { $0.id == id }?.files[path] }) else { return nil }
        return MCPResource(
            uri: uri, name: path, title: path, description: "Planned contents of \(path)",
            mimeType: path.hasSuffix(".swift") ? "text/x-swift" : "text/plain", text: text)
    }

    /// RFC 6570 simple expansion: everything but the unreserved characters is percent-encoded,
    /// slashes included, so a whole path fills the template's one `{path}` variable.
    static func percentEncoded(_ text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
