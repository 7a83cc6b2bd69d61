/// A stub `strata feature` wrote because a field of `Order` has this type, so the package builds before the
/// type is designed. Replace `placeholder` with the real cases, their raw values spelled as the server sends them
/// (`OrderDTO` maps the text and refuses one it does not know as invalid data); the compiler then points at
/// the samples in `DemoTestSupport`, and the data tests at the JSON fixtures, that still name it, and at
/// `OrderStatus+DisplayText.swift`, which says how each case reads. For a struct instead of an enum, declare
/// it here and give `OrderDTO` its wire form and mapping.
public enum OrderStatus: String, CaseIterable, Hashable, Sendable {
    case placeholder
}
