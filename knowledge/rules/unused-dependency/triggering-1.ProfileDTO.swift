struct ProfileDTO: Decodable {
    let name: String
}
