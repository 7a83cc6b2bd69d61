import DemoDomain

struct ProfileDTO: Decodable {
    let name: String

    func entity() -> Profile { Profile(name: name) }
}
