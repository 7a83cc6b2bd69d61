/// Something to avoid and what to do instead, optionally limited to some layers.
public struct Prohibition: Codable, Sendable, Equatable {
    public let avoid: String
    public let instead: String
    /// The layers the prohibition applies to; `nil` means it is not layer-specific.
    public let layers: [LayerID]?
}
