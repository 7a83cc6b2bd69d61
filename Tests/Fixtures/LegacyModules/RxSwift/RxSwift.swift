// A stand-in for RxSwift 6 with only the declarations Strata's generated adapters and their tests
// use, spelled as RxSwift spells them, so the same generated code compiles against the real library.
// The module is named RxSwift so that the generated package's RxSwift dependency resolves to it, from a
// local package of that name, in the suite that builds it.

import Foundation

public protocol Disposable {
    func dispose()
}

public enum Disposables {
    public static func create() -> Disposable {
        ActionDisposable {}
    }

    public static func create(with dispose: @escaping () -> Void) -> Disposable {
        ActionDisposable(dispose)
    }
}

/// Runs its action once, on the first dispose.
final class ActionDisposable: Disposable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func dispose() {
        let action = self.action
        self.action = nil
        action?()
    }
}

public enum SingleTrait {}

public typealias SingleEvent<Element> = Result<Element, Swift.Error>

public struct PrimitiveSequence<Trait, Element> {
    let subscribeHandler: (@escaping (SingleEvent<Element>) -> Void) -> Disposable
}

public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

extension PrimitiveSequence where Trait == SingleTrait {
    public static func create(subscribe: @escaping (@escaping (SingleEvent<Element>) -> Void) -> Disposable) -> Single<
        Element
    > {
        Single(subscribeHandler: subscribe)
    }

    public static func just(_ element: Element) -> Single<Element> {
        create { observer in
            observer(.success(element))
            return Disposables.create()
        }
    }

    public static func error(_ error: Swift.Error) -> Single<Element> {
        create { observer in
            observer(.failure(error))
            return Disposables.create()
        }
    }

    /// Delivers at most one event, none after the subscription is disposed.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        var isDone = false
        var inner: Disposable?
        let outer = ActionDisposable {
            isDone = true
            inner?.dispose()
            onDisposed?()
        }
        inner = subscribeHandler { event in
            guard !isDone else { return }
            isDone = true
            switch event {
            case .success(let element): onSuccess?(element)
            case .failure(let error): onFailure?(error)
            }
        }
        if isDone { inner?.dispose() }
        return outer
    }
}

public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

/// A sequence of events until an error or completion; subjects deliver them as they are sent.
public class Observable<Element> {
    init() {}

    /// Sends `observer` every event until the returned disposable is disposed; subclasses decide which.
    func subscribeEvents(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        Disposables.create()
    }

    public func asObservable() -> Observable<Element> {
        self
    }

    /// Delivers events until disposed, and nothing after an error or completion.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        var isDone = false
        var inner: Disposable?
        let outer = ActionDisposable {
            isDone = true
            inner?.dispose()
            onDisposed?()
        }
        inner = subscribeEvents { event in
            guard !isDone else { return }
            switch event {
            case .next(let element): onNext?(element)
            case .error(let error):
                isDone = true
                onError?(error)
            case .completed:
                isDone = true
                onCompleted?()
            }
        }
        if isDone { inner?.dispose() }
        return outer
    }
}

/// Holds the latest element and sends it to each new subscriber, then every later one.
public final class BehaviorSubject<Element>: Observable<Element> {
    private let lock = NSLock()
    private var value: Element
    private var stopEvent: Event<Element>?
    private var observers: [Int: (Event<Element>) -> Void] = [:]
    private var nextID = 0

    public init(value: Element) {
        self.value = value
    }

    public var hasObservers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !observers.isEmpty
    }

    public func onNext(_ element: Element) {
        lock.lock()
        guard stopEvent == nil else { return lock.unlock() }
        value = element
        let current = Array(observers.values)
        lock.unlock()
        for observer in current { observer(.next(element)) }
    }

    public func onError(_ error: Swift.Error) {
        stop(with: .error(error))
    }

    public func onCompleted() {
        stop(with: .completed)
    }

    private func stop(with event: Event<Element>) {
        lock.lock()
        guard stopEvent == nil else { return lock.unlock() }
        stopEvent = event
        let current = Array(observers.values)
        observers = [:]
        lock.unlock()
        for observer in current { observer(event) }
    }

    override func subscribeEvents(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        if let stopEvent {
            lock.unlock()
            observer(stopEvent)
            return Disposables.create()
        }
        let id = nextID
        nextID += 1
        observers[id] = observer
        let value = self.value
        lock.unlock()
        observer(.next(value))
        return Disposables.create { [weak self] in self?.removeObserver(id) }
    }

    private func removeObserver(_ id: Int) {
        lock.lock()
        observers[id] = nil
        lock.unlock()
    }
}
