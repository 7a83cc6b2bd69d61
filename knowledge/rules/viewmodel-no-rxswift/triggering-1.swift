import Foundation
import ↓RxSwift

final class ProfileViewModel {
    private(set) var name = ""
    private let bag = ↓DisposeBag()

    func bind(_ names: ↓Observable<String>) {
        names.↓subscribe(onNext: { [weak self] in self?.name = $0 }).↓disposed(by: bag)
    }
}
