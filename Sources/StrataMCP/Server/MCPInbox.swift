import Foundation
import StrataKnowledge

/// The lines read but not yet answered, and the cancellation of each request, shared by the
/// thread that reads the client and the one that answers it: a `notifications/cancelled`
/// has to reach a request while that request is still being worked on.
final class MCPInbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var lines: [String] = []
    private var ended = false
    /// The request being answered, and its flag.
    private var current: (id: JSONRPCID, flag: CancellationFlag)?
    /// Requests cancelled before their turn came (or after their answer, which is harmless).
    private var cancelledEarly: Set<JSONRPCID> = []

    /// Lines read ahead of the answers: past this, reading waits, so a client flooding the
    /// server while a request is answered cannot grow its memory without bound.
    static let capacity = 64
    /// Remembered early cancellations; a client cancelling ids it never sends is forgotten past this.
    static let cancellationCapacity = 1_024

    /// Queues a line, first raising the cancellation it carries, if any, then waiting while
    /// the queue is full.
    func post(_ line: String) {
        let cancelled = Self.cancelledRequest(in: line)
        condition.withLock {
            if let cancelled {
                if current?.id == cancelled {
                    current?.flag.cancel()
                } else {
                    if cancelledEarly.count >= Self.cancellationCapacity { cancelledEarly.removeAll() }
                    cancelledEarly.insert(cancelled)
                }
            }
            while lines.count >= Self.capacity { condition.wait() }
            lines.append(line)
            condition.broadcast()
        }
    }

    /// No more lines will come.
    func close() {
        condition.withLock {
            ended = true
            condition.broadcast()
        }
    }

    /// The next line, waiting for one; `nil` once the input has ended and every line was taken.
    func next() -> String? {
        condition.withLock {
            while lines.isEmpty && !ended { condition.wait() }
            guard !lines.isEmpty else { return nil }
            // Wakes the reader if it waits for room.
            condition.broadcast()
            return lines.removeFirst()
        }
    }

    /// Marks request `id` as the one being answered; its flag is raised already when the
    /// client cancelled it while it waited.
    func begin(_ id: JSONRPCID) -> CancellationFlag {
        condition.withLock {
            let flag = CancellationFlag()
            if cancelledEarly.remove(id) != nil { flag.cancel() }
            current = (id, flag)
            return flag
        }
    }

    func end() {
        condition.withLock { current = nil }
    }

    /// The `requestId` of a `notifications/cancelled` line. Other lines are told apart by a
    /// substring test first, so a large request is not parsed twice.
    static func cancelledRequest(in line: String) -> JSONRPCID? {
        guard line.contains("notifications/cancelled"),
            case .notification("notifications/cancelled", let params)? = try? JSONRPCMessage.parse(line),
            let requestID = params["requestId"]
        else { return nil }
        return JSONRPCID(requestID)
    }
}

/// The thread that answers what ``MCPInbox`` holds, in order, with its own copy of the
/// server (handed back by ``finish()``) and of the transport, which it only sends on.
final class MCPAnswerer: @unchecked Sendable {
    private var server: MCPServer
    private let send: (String) -> Void
    private let inbox: MCPInbox
    private let done = DispatchSemaphore(value: 0)

    init(server: MCPServer, sender: some MCPTransport, inbox: MCPInbox) {
        self.server = server
        self.send = { sender.send($0) }
        self.inbox = inbox
    }

    func start() {
        // Task-local values do not cross to a new thread: the caller's template limits are carried over.
        let limits = TemplateLimits.current
        let thread = Thread { [self] in
            TemplateLimits.$current.withValue(limits) {
                while let line = inbox.next() {
                    if let response = server.handle(line: line, inbox: inbox) { send(response) }
                }
            }
            done.signal()
        }
        // Templates render recursively, up to their nesting limit; give them the main thread's stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits until every line has been answered; the server as the answers left it.
    func finish() -> MCPServer {
        done.wait()
        return server
    }
}
