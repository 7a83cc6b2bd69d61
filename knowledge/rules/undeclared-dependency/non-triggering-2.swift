import Foundation
import RxSwift

final class LegacyProfileService {
    let disposeBag = DisposeBag()
}
