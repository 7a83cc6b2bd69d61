import Foundation
import ↓SwiftUI

@MainActor
@Observable
public final class ProfileViewModel {
    public private(set) var title = ""
}
