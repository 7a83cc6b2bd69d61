import Foundation

/// What one template may cost, so a hostile template (a project's `.strata/templates`, a
/// pull request's) fails with a template error naming its line instead of exhausting the
/// stack, the memory or the patience of whoever runs Strata.
///
/// Nesting is fixed; the render limits are read from ``current``, which callers bind for a
/// task (`TemplateLimits.$current.withValue(…)`) — the MCP server, to add a request's
/// cancellation; tests, to use shorter limits.
public struct TemplateLimits: Sendable {
    /// Sections (`each`, `if`, `unless`) open at once. Real templates use four or five; the
    /// parsed tree is walked recursively, so this bounds the stack every walk uses.
    public static let maximumNesting = 64

    /// Bytes one rendered file may hold; generated sources are kilobytes.
    public var maximumOutputBytes: Int
    /// How long one template may render.
    public var maximumDuration: Duration
    /// Set from outside (an MCP `notifications/cancelled`) to stop a render in progress.
    public var cancellation: CancellationFlag?

    public init(
        maximumOutputBytes: Int = 8 << 20, maximumDuration: Duration = .seconds(10),
        cancellation: CancellationFlag? = nil
    ) {
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumDuration = maximumDuration
        self.cancellation = cancellation
    }

    @TaskLocal public static var current = TemplateLimits()
}

/// A flag one thread raises and another polls: a request's cancellation.
public final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    public init() {}

    public func cancel() {
        lock.withLock { raised = true }
    }

    public var isCancelled: Bool {
        lock.withLock { raised }
    }
}
