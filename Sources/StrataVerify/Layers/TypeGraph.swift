/// The project's own inheritance graph: what each declared type, typealias and extension says a
/// type inherits or conforms to, read across files. Roles are decided at the roots a chain
/// reaches (`UIViewController`, SwiftUI's `View`, `ObservableObject`, the app's base view model),
/// not at the first name a declaration writes: `LoginViewController: BaseViewController<LoginViewModel>`
/// is a view controller because `BaseViewController` is one.
public struct TypeGraph: Sendable {
    /// Declared name → the head names of what its declarations and extensions inherit.
    private var supertypes: [String: [String]] = [:]
    /// Typealias name → the head name it stands for.
    private var aliases: [String: String] = [:]
    /// Names of the classes, structs, enums, protocols and actors the project declares.
    private var declared: Set<String> = []

    public init(files: [FileFacts]) {
        for file in files where !file.isTest {
            for type in file.types {
                declared.insert(type.name)
                supertypes[type.name, default: []] += type.inheritance.compactMap(TypeText.headName)
            }
            for (extended, inheritance) in file.extensionInheritance {
                guard let name = TypeText.headName(in: extended) else { continue }
                supertypes[name, default: []] += inheritance.compactMap(TypeText.headName)
            }
            for (alias, target) in file.typeAliasTargets {
                if let head = TypeText.headName(in: target), head != alias { aliases[alias] = head }
            }
        }
    }

    /// Whether the project declares a type of this name (so what it is comes from its declaration,
    /// not from its name).
    public func declares(_ name: String) -> Bool { declared.contains(name) }

    /// Every type `type` inherits from or conforms to, directly or through the project's
    /// declarations, extensions and typealiases, nearest first; each name once, cycles cut.
    public func ancestors(of type: TypeFact) -> [String] {
        ancestors(ofName: type.name, direct: type.inheritance.compactMap(TypeText.headName))
    }

    func ancestors(ofName name: String, direct: [String]) -> [String] {
        var seen: Set<String> = [name]
        var order: [String] = []
        var queue = direct + (supertypes[name] ?? []).filter { !direct.contains($0) }
        var index = 0
        while index < queue.count {
            var next = queue[index]
            index += 1
            var hops = 0
            while let target = aliases[next], hops < 8 {
                next = target
                hops += 1
            }
            guard seen.insert(next).inserted else { continue }
            order.append(next)
            queue += supertypes[next] ?? []
        }
        return order
    }
}
