/// One synthetic source file: a mix of the declarations an app's feature module holds, or only
/// those of one role.
struct SyntheticFile {
    let name: String
    let module: String
    /// What the file may declare: each of its sections is one of these.
    let kinds: [Section]
    private var random: SplitMix64
    private var lines: [String] = []

    enum Section: CaseIterable {
        case model, observableViewModel, view, repository, legacyController, extensionHelpers
    }

    init(name: String, module: String, random seed: UInt64, kinds: [Section] = Section.allCases) {
        self.name = name
        self.module = module
        self.kinds = kinds
        self.random = SplitMix64(seed: seed)
    }

    var text: String {
        var file = self
        file.build()
        return file.lines.joined(separator: "\n") + "\n"
    }

    private var isMixed: Bool { kinds.count == Section.allCases.count }

    private mutating func build() {
        lines += [
            "//", "//  \(name).swift", "//  \(module)", "//",
            "//  Generated for benchmarking the Strata scanner.", "//", "",
            "import Foundation",
        ]
        // A file of one role imports what that role uses; a mixed one, everything.
        if kinds.contains(where: { $0 == .view || $0 == .observableViewModel || $0 == .legacyController }) {
            lines += ["#if canImport(SwiftUI)", "import SwiftUI", "#endif"]
        }
        if isMixed { lines.append("@testable import Core") }
        lines.append("")
        let sections = 3 + random.below(4)
        for section in 0..<sections {
            // Drawn as before for a mixed file, so the generated trees stay as they were.
            let draw = random.below(6)
            switch isMixed ? Section.allCases[draw] : kinds[draw % kinds.count] {
            case .model: addModel(section)
            case .observableViewModel: addObservableViewModel(section)
            case .view: addView(section)
            case .repository: addRepository(section)
            case .legacyController: addLegacyController(section)
            case .extensionHelpers: addExtensionHelpers(section)
            }
            lines.append("")
        }
    }

    private mutating func addModel(_ section: Int) {
        let type = "\(name)Item\(section)"
        lines += [
            "/// A \(name.lowercased()) entry as the API returns it.",
            "public struct \(type): Codable, Hashable, Identifiable, Sendable {",
            "    public let id: UUID",
            "    public var title: String",
            "    public var subtitle: String? = nil",
            "    public var count: Int = \(random.below(100))",
            "    public var tags: [String: [Int]] = [:]",
            "    public var createdAt: Date",
            "",
            "    enum CodingKeys: String, CodingKey {",
            "        case id, title, subtitle, count, tags",
            "        case createdAt = \"created_at\"",
            "    }",
            "",
            "    public var summary: String {",
            "        \"\\(title) (\\(count)) — \\(subtitle ?? \"none\")\"",
            "    }",
            "}",
            "",
            "public enum \(type)State: Equatable {",
            "    case idle",
            "    case loading(progress: Double)",
            "    case loaded([\(type)])",
            "    case failed(message: String, retryable: Bool = true)",
            "}",
        ]
    }

    private mutating func addObservableViewModel(_ section: Int) {
        let type = "\(name)ViewModel\(section)"
        let modern = random.chance(50)
        lines +=
            modern
            ? ["@MainActor", "@Observable", "final class \(type) {"]
            : ["@MainActor", "final class \(type): ObservableObject {"]
        let wrapper = modern ? "" : "@Published "
        lines += [
            "    \(wrapper)private(set) var items: [\(name)Item\(section)] = []",
            "    \(wrapper)var query = \"\"",
            "    \(wrapper)private(set) var scale: CGFloat = 1",
            "    \(wrapper)var isLoading = false",
            "    private let repository: any \(name)Repository",
            "    private var task: Task<Void, Never>?",
            "    #if DEBUG",
            "    \(wrapper)var debugOverlay = false",
            "    #endif",
            "",
            "    init(repository: any \(name)Repository, initialQuery: String = \"\") {",
            "        self.repository = repository",
            "        self.query = initialQuery",
            "    }",
            "",
            "    func load(page: Int = 0, force: Bool = false) async {",
            "        guard !isLoading || force else { return }",
            "        isLoading = true",
            "        defer { isLoading = false }",
            "        do {",
            "            let fetched = try await repository.fetch(matching: query, page: page)",
            "            items = fetched.filter { !$0.title.isEmpty }.sorted { $0.createdAt > $1.createdAt }",
            "        } catch let error as URLError where error.code == .notConnectedToInternet {",
            "            print(\"offline: \\(error.localizedDescription)\")",
            "        } catch {",
            "            print(#\"failed: \"\\#(error)\"\"#)",
            "        }",
            "    }",
            "",
            "    func search(_ text: String) {",
            "        task?.cancel()",
            "        task = Task { [weak self] in",
            "            try? await Task.sleep(for: .milliseconds(\(100 + random.below(400))))",
            "            await self?.load(page: 0, force: true)",
            "        }",
            "    }",
            "}",
        ]
    }

    private mutating func addView(_ section: Int) {
        let type = "\(name)View\(section)"
        lines += [
            "#if canImport(SwiftUI)",
            "struct \(type): View {",
            "    @State private var viewModel: \(name)ViewModel\(section)",
            "    @Environment(\\.dismiss) private var dismiss",
            "    @State private var selection: UUID?",
            "",
            "    var body: some View {",
            "        NavigationStack {",
            "            List(viewModel.items, selection: $selection) { item in",
            "                VStack(alignment: .leading, spacing: \(random.below(12))) {",
            "                    Text(item.title).font(.headline)",
            "                    if let subtitle = item.subtitle {",
            "                        Text(\"\\(subtitle) · \\(item.count) items\").foregroundStyle(.secondary)",
            "                    }",
            "                }",
            "                .swipeActions { Button(\"Delete\", role: .destructive) { remove(item) } }",
            "            }",
            "            .searchable(text: $viewModel.query)",
            "            .task { await viewModel.load() }",
            "            .toolbar {",
            "                ToolbarItem(placement: .cancellationAction) { Button(\"Close\") { dismiss() } }",
            "            }",
            "        }",
            "    }",
            "",
            "    private func remove(_ item: \(name)Item\(section)) {",
            "        /* Deleting is optimistic: the list updates first, /* nested note */ then the server. */",
            "        viewModel.search(viewModel.query)",
            "    }",
            "}",
            "",
            "#Preview {",
            "    \(type)(viewModel: .init(repository: Preview\(name)Repository()))",
            "}",
            "#endif",
        ]
    }

    private mutating func addRepository(_ section: Int) {
        lines += [
            "protocol \(name)Repository\(section == 0 ? "" : "\(section)"): Sendable {",
            "    func fetch(matching query: String, page: Int) async throws -> [\(name)Item\(section)]",
            "    func save(_ item: \(name)Item\(section)) async throws",
            "}",
            "",
            "struct Live\(name)Repository\(section): Sendable {",
            "    let session: URLSession",
            "    let baseURL = URL(string: \"https://api.example.com/v\(1 + random.below(3))\")!",
            "    private static let decoder: JSONDecoder = {",
            "        let decoder = JSONDecoder()",
            "        decoder.dateDecodingStrategy = .iso8601",
            "        return decoder",
            "    }()",
            "",
            "    func fetch(matching query: String, page: Int) async throws -> [\(name)Item\(section)] {",
            "        let url = baseURL.appendingPathComponent(\"\(name.lowercased())\")",
            "        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)",
            "        components?.queryItems = [",
            "            .init(name: \"q\", value: query), .init(name: \"page\", value: String(page)),",
            "        ]",
            "        let (data, response) = try await session.data(from: components!.url!)",
            "        guard (response as? HTTPURLResponse)?.statusCode == 200 else {",
            "            throw URLError(.badServerResponse)",
            "        }",
            "        return try Self.decoder.decode([\(name)Item\(section)].self, from: data)",
            "    }",
            "",
            "    let query = \"\"\"",
            "        SELECT * FROM \(name.lowercased())",
            "        WHERE title LIKE '%\\(\"term\")%' -- \"quoted\"",
            "        \"\"\"",
            "}",
        ]
    }

    private mutating func addLegacyController(_ section: Int) {
        lines += [
            "#if canImport(UIKit)",
            "final class \(name)Controller\(section): UIViewController {",
            "    private let disposeBag = DisposeBag()",
            "    private let service = \(name)Service.shared",
            "    @IBOutlet private weak var tableView: UITableView!",
            "",
            "    override func viewDidLoad() {",
            "        super.viewDidLoad()",
            "        service.items",
            "            .observe(on: MainScheduler.instance)",
            "            .subscribe(onNext: { [weak self] items in",
            "                self?.title = \"\\(items.count) \\(items.count == 1 ? \"item\" : \"items\")\"",
            "                self?.tableView.reloadData()",
            "            }, onError: { error in",
            "                print(\"error: \\(error)\")",
            "            })",
            "            .disposed(by: disposeBag)",
            "        view.backgroundColor = Color.red == .red ? .systemBackground : .secondarySystemBackground",
            "    }",
            "}",
            "#else",
            "final class \(name)Controller\(section) {}",
            "#endif",
        ]
    }

    private mutating func addExtensionHelpers(_ section: Int) {
        lines += [
            "extension Array where Element == \(name)Item\(section) {",
            "    /// Groups items by the first letter of their title.",
            "    func grouped() -> [Character: [Element]] {",
            "        Dictionary(grouping: self) { $0.title.first ?? \"#\" }",
            "    }",
            "",
            "    func total<T: Numeric>(_ value: (Element) throws -> T) rethrows -> T {",
            "        try reduce(0) { $0 + (try value($1)) }",
            "    }",
            "",
            "    static func == (lhs: Self, rhs: Self) -> Bool { lhs.map(\\.id) == rhs.map(\\.id) }",
            "}",
            "",
            "let \(name.lowercased())Pattern\(section) = /(?<key>[a-z]+)=(?<value>\\d+)/",
            "let \(name.lowercased())Limit\(section) = 0x\(String(random.below(0xFFFF), radix: 16))"
                + " + 1_000 * \(random.below(9)).5",
        ]
    }
}
