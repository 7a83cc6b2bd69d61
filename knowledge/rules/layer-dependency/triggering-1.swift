import Foundation
import DemoDomain
import ↓DemoUI

@MainActor
@Observable
public final class ProfileViewModel {
    public private(set) var state: LoadState<Profile> = .idle
}
