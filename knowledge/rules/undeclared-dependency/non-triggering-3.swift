import Foundation
import DemoDomain
import DemoData

@MainActor
@Observable
public final class ProfileViewModel {
    public private(set) var title = ""
}
