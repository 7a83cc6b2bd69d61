import Foundation
#if canImport(Combine)
import Combine

extension Published.Publisher where Value == String {
    /// What a list's search follows: the typed text once typing pauses for `delay`, trimmed, and only when it
    /// changed, so the list does not jump at every key.
    public func settledSearch(after delay: DispatchQueue.SchedulerTimeType.Stride) -> AnyPublisher<String, Never> {
        debounce(for: delay, scheduler: DispatchQueue.main)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }
}
#endif

extension Array {
    /// The elements a list's search keeps: those with a shown text that contains `search`, ignoring case, and every
    /// element while `search` is empty.
    ///
    /// - Parameter collectTexts: Adds to the list it is given the texts the screen shows for an element.
    public func matching(_ search: String, collectTexts: (Element, inout [String]) -> Void) -> [Element] {
        guard !search.isEmpty else { return self }
        return filter { element in
            var shownTexts: [String] = []
            collectTexts(element, &shownTexts)
            return shownTexts.contains { $0.localizedCaseInsensitiveContains(search) }
        }
    }
}
