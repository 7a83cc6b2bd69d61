protocol ProfileAPIClient {
    func profile() async throws -> ProfileDTO
}

struct ProfileDTO: Decodable {
    let name: String
}
