import Observation

@MainActor
@Observable
public final class ProfileViewModel {
    public private(set) var name = ""
    private let observeName: any ObserveProfileNameUseCase

    public init(observeName: any ObserveProfileNameUseCase) {
        self.observeName = observeName
    }

    public func start() async {
        for await value in observeName.execute() { name = value }
    }
}
