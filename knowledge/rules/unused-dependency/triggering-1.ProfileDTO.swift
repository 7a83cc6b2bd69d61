import Foundation

struct ProfileDTO: Decodable {
    let name: String
}
