// A stand-in for RxSwift 6 with only the declarations Strata's generated adapters and their tests
// use, spelled as RxSwift spells them, so the same generated code compiles against the real library.
// The module is named RxSwift so that `#if canImport(RxSwift)` holds in the package that tests it.

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
