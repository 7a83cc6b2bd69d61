// A stand-in for Combine with only the declarations Strata's generated adapters and their tests use,
// spelled as Combine spells them at the call site, so the same generated code compiles against the
// real framework. Linux has no Combine; the module is named Combine, in a local package of that name, so that
// `#if canImport(Combine)` holds in the package that tests it.

import Dispatch

public protocol Cancellable {
    func cancel()
}

/// Cancels on `cancel()` or when released, whichever comes first.
public final class AnyCancellable: Cancellable {
    private var action: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    deinit {
        action?()
    }

    public func cancel() {
        let action = self.action
        self.action = nil
        action?()
    }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

public struct AnyPublisher<Output, Failure: Error> {
    /// Starts delivering to the two closures; the returned action stops it.
    let subscribeHandler:
        (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        var isDone = false
        var stop: (() -> Void)?
        let cancellable = AnyCancellable {
            guard !isDone else { return }
            isDone = true
            stop?()
        }
        stop = subscribeHandler(
            { value in if !isDone { receiveValue(value) } },
            { completion in
                guard !isDone else { return }
                isDone = true
                receiveCompletion(completion)
            })
        return cancellable
    }

    public func handleEvents(receiveCancel: (() -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receiveValue, receiveCompletion in
            let stop = subscribeHandler(receiveValue, receiveCompletion)
            return {
                receiveCancel?()
                stop()
            }
        }
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        self
    }
}

public struct Just<Output> {
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func setFailureType<Failure: Error>(to failureType: Failure.Type) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receiveValue, receiveCompletion in
            receiveValue(output)
            receiveCompletion(.finished)
            return {}
        }
    }
}

public struct Fail<Output, Failure: Error> {
    public let error: Failure

    public init(error: Failure) {
        self.error = error
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher { _, receiveCompletion in
            receiveCompletion(.failure(error))
            return {}
        }
    }
}

/// Sends to every current subscriber; sends before a subscription are lost, as in Combine.
public final class PassthroughSubject<Output, Failure: Error> {
    private var subscribers: [Int: (value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] =
        [:]
    private var nextID = 0

    public init() {}

    public func send(_ value: Output) {
        for subscriber in subscribers.values { subscriber.value(value) }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        let current = subscribers
        subscribers = [:]
        for subscriber in current.values { subscriber.completion(completion) }
    }

    public func handleEvents(receiveCancel: (() -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher().handleEvents(receiveCancel: receiveCancel)
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher { receiveValue, receiveCompletion in
            let id = self.nextID
            self.nextID += 1
            self.subscribers[id] = (receiveValue, receiveCompletion)
            return { self.subscribers[id] = nil }
        }
    }
}

/// Holds the latest value and sends it to each new subscriber, then every later one, as in Combine.
public final class CurrentValueSubject<Output, Failure: Error> {
    public private(set) var value: Output
    private let subject = PassthroughSubject<Output, Failure>()

    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ value: Output) {
        self.value = value
        subject.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subject.send(completion: completion)
    }

    public func handleEvents(receiveCancel: (() -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher().handleEvents(receiveCancel: receiveCancel)
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher { receiveValue, receiveCompletion in
            let stop = self.subject.eraseToAnyPublisher().subscribeHandler(receiveValue, receiveCompletion)
            receiveValue(self.value)
            return stop
        }
    }
}

// What the combine style's view models use, and SwiftUI's `@StateObject` requires. The stand-in
// for SwiftUI (Tests/Fixtures/FrameworkStandIns) re-exports this module, as SwiftUI re-exports Combine.

/// A class whose `@Published` properties views observe, and which tells them before it changes.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// A combine view model passes the changes of its `ScreenWork` on through its own.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What an `ObservableObject` sends before it changes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}

    public func send() {}
}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.wrappedValue = initialValue
    }

    /// `$property`: declared for the combine style's bindings, which only UICompileTests compiles.
    public var projectedValue: Publisher {
        get { fatalError("stand-in: compiled, never run") }
        set {}
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}

// Declarations only, with Combine's call-site shapes, for the publisher pipelines of the combine style's view
// models: UICompileTests compiles them and nothing runs them, so each body is a placeholder. The operators
// return AnyPublisher where Combine returns a `Publishers` type the generated code never spells.

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

extension AnyPublisher: Publisher {}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { fatalError("stand-in") }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        fatalError("stand-in")
    }
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { fatalError("stand-in") }
    public func first() -> AnyPublisher<Output, Failure> { fatalError("stand-in") }
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> AnyPublisher<Output, Failure> { fatalError("stand-in") }
    public func receive<S: Scheduler>(
        on scheduler: S, options: S.SchedulerOptions? = nil
    ) -> AnyPublisher<Output, Failure> {
        fatalError("stand-in")
    }
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never {
        fatalError("stand-in")
    }
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {}
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { fatalError("stand-in") }
}

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// The stand-in leaves out `Strideable` and the time arithmetic, which generated code does not use.
public protocol SchedulerTime {
    associatedtype Stride: SchedulerTimeIntervalConvertible
}

public protocol Scheduler {
    associatedtype SchedulerTimeType: SchedulerTime
    associatedtype SchedulerOptions
}

extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: SchedulerTime {
        public struct Stride: SchedulerTimeIntervalConvertible, Sendable {
            public static func seconds(_ s: Int) -> Stride { Stride() }
            public static func seconds(_ s: Double) -> Stride { Stride() }
            public static func milliseconds(_ ms: Int) -> Stride { Stride() }
            public static func microseconds(_ us: Int) -> Stride { Stride() }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride() }
        }
    }

    public struct SchedulerOptions {}
}
