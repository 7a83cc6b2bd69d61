@MainActor
@Observable
public final class ProfileViewModel {
    public private(set) var name = ""
    private let observeName: any ObserveProfileNameUseCase

    public func start() async {
        for await value in observeName.execute() { name = value }
    }
}
