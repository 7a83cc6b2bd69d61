// A stand-in for SwiftUI's interface, so the suite compiles every generated screen on Linux, where
// SwiftUI does not exist. Declarations only: each signature is spelled as Apple documents it (the
// parameter labels, defaults, generic constraints and actor attributes the call sites depend on), and
// every body is a placeholder, because nothing here ever runs. The module is named SwiftUI so that
// `#if canImport(SwiftUI)` holds in the package under test (see UICompileTests).
//
// To extend it when a template starts using more of SwiftUI: add the declaration in the section of
// its kind below, copying the signature from developer.apple.com/documentation/swiftui, and return
// `_StandInView()` (or `self` for methods that return their own type). Keep the names SwiftUI
// declares that the naming list allows (Settings, Transaction): they prove screens spell an entity
// with its module. `#Preview` is implemented by the PreviewsMacros stand-in next to this folder.

@_exported import Combine
@_exported import Foundation

// MARK: - View and its builders

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError("stand-in") }
}

/// What every stand-in modifier returns: it has no behaviour, only a type.
public struct _StandInView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stand-in") }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("stand-in") }
}

public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError("stand-in") }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated init() {}
    public var body: Never { fatalError("stand-in") }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stand-in") }
}

public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("stand-in") }
}

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError("stand-in") }
}

// MARK: - Values views take

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    nonisolated public init(_ value: String) {}
    nonisolated public init(stringLiteral value: String) {}
    nonisolated public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct Color: ShapeStyle, Hashable, Sendable, View {
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
    nonisolated public static let primary = Color("primary")
    nonisolated public static let secondary = Color("secondary")
    nonisolated public static let accentColor = Color("accentColor")
    nonisolated public static let red = Color("red")
    nonisolated public static let orange = Color("orange")
    nonisolated public static let yellow = Color("yellow")
    nonisolated public static let green = Color("green")
    nonisolated public static let blue = Color("blue")
    nonisolated public static let gray = Color("gray")
    nonisolated public static let white = Color("white")
    nonisolated public static let black = Color("black")
    nonisolated public static let clear = Color("clear")
    public var body: Never { fatalError("stand-in") }
}

public protocol ShapeStyle: Sendable {}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()
    public func weight(_ weight: Weight) -> Font { self }
    public func bold() -> Font { self }

    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
}

public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let leading = Alignment()
    public static let trailing = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        nonisolated public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
}

// MARK: - State and the environment

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    nonisolated public init(wrappedValue value: Value) {}
    nonisolated public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

extension State where Value: ExpressibleByNilLiteral {
    nonisolated public init() {}
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError("stand-in") }
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in")
    }
}

/// `@Bindable` for `@Observable` view models: `$viewModel.name` is a binding to one property.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    nonisolated public init(wrappedValue: Value) {}
    nonisolated public init(_ wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError("stand-in") }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in")
    }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError("stand-in") }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError("stand-in") }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated public init(wrappedValue: ObjectType) {}
    public var wrappedValue: ObjectType { fatalError("stand-in") }
    public var projectedValue: Wrapper { fatalError("stand-in") }

    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError("stand-in")
        }
    }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues {
    nonisolated public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError("stand-in") }
        set {}
    }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("stand-in") }
}

// MARK: - Scenes and apps (for the README's @main App)

public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    init()
}

public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

extension Never: Scene {}

/// SwiftUI's macOS settings scene: the reason a `Settings` entity is spelled with its module in screens.
public struct Settings<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

/// SwiftUI's animation context: the reason a `Transaction` entity is spelled with its module in screens.
public struct Transaction {
    nonisolated public init() {}
}

// MARK: - Views

public struct Text: View, Equatable {
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    nonisolated public init(verbatim content: String) {}
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public var body: Never { fatalError("stand-in") }
}

public struct Image: View, Equatable {
    nonisolated public init(systemName: String) {}
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
    public var body: Never { fatalError("stand-in") }

    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

public struct Label<Title: View, Icon: View>: View {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public var body: Never { fatalError("stand-in") }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() {}
}

extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}
}

public struct VStack<Content: View>: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

public struct HStack<Content: View>: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

public struct ZStack<Content: View>: View {
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

public struct Spacer: View {
    nonisolated public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError("stand-in") }
}

public struct Group<Content> {
    nonisolated public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public var body: Never { fatalError("stand-in") }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError("stand-in") }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

public struct Form<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

/// A `ForEach` whose delete action `onDelete` reads.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

extension DynamicViewContent {
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    nonisolated public var data: Data { fatalError("stand-in") }
}

extension ForEach: View, DynamicViewContent where Content: View {
    public var body: Never { fatalError("stand-in") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Content: View {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

public struct Button<Label: View>: View {
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stand-in") }
}

extension Button where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stand-in") }
}

extension LabeledContent where Label == Text, Content == Text {
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {}
}

extension LabeledContent where Label == Text, Content: View {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical
}

public struct TextField<Label: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension TextField {
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    nonisolated public init(
        text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
    ) {}
}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {}
}

public struct Toggle<Label: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension Toggle {
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

public struct DatePicker<Label: View>: View {
    public var body: Never { fatalError("stand-in") }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    nonisolated public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker {
    public typealias Components = DatePickerComponents

    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { fatalError("stand-in") }
}

extension DatePicker where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>) {}
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    nonisolated public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
    public var body: Never { fatalError("stand-in") }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions
{
    public static var search: ContentUnavailableView<Label, Description, Actions> { fatalError("stand-in") }
}

public struct SearchUnavailableContent {
    public struct Label: View { public var body: Never { fatalError("stand-in") } }
    public struct Description: View { public var body: Never { fatalError("stand-in") } }
    public struct Actions: View { public var body: Never { fatalError("stand-in") } }
}

public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension NavigationStack where Data == NavigationPath {
    nonisolated public init(@ViewBuilder root: () -> Root) {}
}

public struct NavigationPath {
    nonisolated public init() {}
}

public struct NavigationLink<Label: View, Destination: View>: View {
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stand-in") }
}

extension NavigationLink where Destination == Never {
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

public struct ToolbarItem<ID, Content: View> {
    public var body: Never { fatalError("stand-in") }
}

extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public protocol ToolbarContent {}

extension ToolbarItem: ToolbarContent {}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _ToolbarTuple {
        _ToolbarTuple()
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _ToolbarTuple { _ToolbarTuple() }
}

public struct _ToolbarTuple: ToolbarContent {}

// MARK: - Modifiers

extension View {
    nonisolated public func font(_ font: Font?) -> some View { _StandInView() }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StandInView() }
    nonisolated public func tint(_ tint: Color?) -> some View { _StandInView() }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _StandInView() }
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { _StandInView() }
    nonisolated public func padding(_ length: CGFloat) -> some View { _StandInView() }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StandInView() }
    nonisolated public func frame(maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _StandInView()
    }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _StandInView()
    }
    nonisolated public func background<S: ShapeStyle>(_ style: S) -> some View { _StandInView() }
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _StandInView()
    }
    nonisolated public func disabled(_ disabled: Bool) -> some View { _StandInView() }
    nonisolated public func opacity(_ opacity: Double) -> some View { _StandInView() }
    nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> some View { _StandInView() }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _StandInView()
    }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _StandInView() }
    nonisolated public func navigationTitle(_ title: Text) -> some View { _StandInView() }
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _StandInView() }
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _StandInView() }
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        _StandInView()
    }
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _StandInView() }

    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { _StandInView() }
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { _StandInView() }
    nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        _StandInView()
    }
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View { _StandInView() }
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View { _StandInView() }
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        _StandInView()
    }

    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { _StandInView() }
    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { _StandInView() }
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { _StandInView() }
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { _StandInView() }
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { _StandInView() }
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { _StandInView() }
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { _StandInView() }
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _StandInView() }
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _StandInView() }
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { _StandInView() }
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _StandInView() }

    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { _StandInView() }

    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _StandInView() }
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { _StandInView() }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _StandInView() }
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { _StandInView() }
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { _StandInView() }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { _StandInView() }
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { _StandInView() }
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
}

public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    nonisolated public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    nonisolated public init() {}
    public func union(_ other: Self) -> Self { self }
    public func intersection(_ other: Self) -> Self { self }
    public func symmetricDifference(_ other: Self) -> Self { self }
    public func contains(_ member: Self) -> Bool { false }
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) { (false, self) }
    public mutating func remove(_ member: Self) -> Self? { nil }
    public mutating func update(with newMember: Self) -> Self? { nil }
    public mutating func formUnion(_ other: Self) {}
    public mutating func formIntersection(_ other: Self) {}
    public mutating func formSymmetricDifference(_ other: Self) {}
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

// MARK: - Previews

/// Expanded to nothing by the stand-in PreviewsMacros plugin; the body is still type-checked.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
