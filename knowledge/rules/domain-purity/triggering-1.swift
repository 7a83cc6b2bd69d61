import Foundation
import ↓Combine

public protocol ProfileRepository: Sendable {
    func updates() -> AnyPublisher<Profile, Never>
}
