import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// `strata feature --entity` and `--shape`, and fields of a type of the package's own: what each
/// writes, and every refusal is one line with exit 2 that leaves the package exactly as it was.
@Suite struct FeatureShapeCommandTests {
    private func package(style: String = "observable") throws -> (folder: TemporaryDirectory, root: URL) {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo", "--style", style], in: folder.url).exitCode == .success)
        return (folder, folder.url.appendingPathComponent("Demo"))
    }

    private func contents(_ root: URL) -> [String: Data] {
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
        return Dictionary(
            uniqueKeysWithValues: paths.map {
                ($0, FileManager.default.contents(atPath: root.appendingPathComponent($0).path) ?? Data())
            })
    }

    private func exists(_ path: String, in root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Runs `arguments`, which must be refused: exit 2, one line holding `message`, nothing written.
    private func expectRefusal(_ arguments: [String], in root: URL, saying message: String) {
        let before = contents(root)
        let run = CapturedRun(arguments, in: root)
        #expect(run.exitCode == .usageError, "\(arguments): \(run.output)")
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.contains(message), "\(run.errorOutput)")
        #expect(contents(root) == before, "\(arguments) changed the package")
    }

    @Test func theEntityNamesTheDomainAndDataTypesAndTheFeatureNamesTheScreens() throws {
        let (temporary, root) = try package()
        defer { withExtendedLifetime(temporary) {} }
        let run = CapturedRun(["feature", "Orders", "--entity", "Order", "--shape", "form"], in: root)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        for path in [
            "Sources/DemoDomain/Orders/Order.swift", "Sources/DemoDomain/Orders/OrderRepository.swift",
            "Sources/DemoDomain/Orders/LoadOrdersUseCase.swift", "Sources/DemoDomain/Orders/SaveOrderUseCase.swift",
            "Tests/DemoDomainTests/Orders/DeleteOrderUseCaseTests.swift", "Sources/DemoData/Orders/OrderDTO.swift",
            "Sources/DemoPresentation/Orders/OrdersViewModel.swift", "Sources/DemoPresentation/Orders/OrderDraft.swift",
            "Sources/DemoUI/Orders/OrdersScreen.swift", "Sources/DemoUI/Orders/OrderFormView.swift",
            "Sources/DemoComposition/Orders/OrdersComposition.swift",
        ] {
            #expect(exists(path, in: root), "\(path) is missing")
        }
        // Rows open the form, so there is no read-only detail screen.
        #expect(!exists("Sources/DemoUI/Orders/OrdersDetailScreen.swift", in: root))
        let screen = try String(
            contentsOf: root.appendingPathComponent("Sources/DemoUI/Orders/OrdersScreen.swift"), encoding: .utf8)
        #expect(screen.contains("editing = OrderDraft(order)"), "a row opens the form over its value")
        #expect(screen.contains("editing = OrderDraft()"), "Add opens the form for a new value")
        #expect(screen.contains("viewModel.save(draft)"), "the form saves through the view model")
    }

    @Test func aSingleShapeHasNoListNoDeleteAndSavesFromItsForm() throws {
        let (temporary, root) = try package(style: "store")
        defer { withExtendedLifetime(temporary) {} }
        #expect(CapturedRun(["feature", "Settings", "--shape", "single"], in: root).exitCode == .success)
        #expect(!exists("Sources/DemoDomain/Settings/DeleteSettingsUseCase.swift", in: root))
        #expect(!exists("Sources/DemoUI/Settings/SettingsDetailScreen.swift", in: root))
        let screen = try String(
            contentsOf: root.appendingPathComponent("Sources/DemoUI/Settings/SettingsScreen.swift"), encoding: .utf8)
        #expect(!screen.contains("SwiftUI.List"))
        #expect(screen.contains("SettingsFormView(draft:"))
        #expect(screen.contains("store.send(.save(settings))"))
    }

    @Test func aFeatureWithoutSaveHasNoFormAndNoAddButton() throws {
        let (temporary, root) = try package()
        defer { withExtendedLifetime(temporary) {} }
        #expect(CapturedRun(["feature", "Notes", "--operations", "load,delete"], in: root).exitCode == .success)
        #expect(
            !exists("Sources/DemoUI/Notes/NoteFormView.swift", in: root)
                && !exists("Sources/DemoUI/Notes/NotesFormView.swift", in: root))
        #expect(!exists("Sources/DemoPresentation/Notes/NotesDraft.swift", in: root))
        let screen = try String(
            contentsOf: root.appendingPathComponent("Sources/DemoUI/Notes/NotesScreen.swift"), encoding: .utf8)
        #expect(!screen.contains("@State private var editing"))
        #expect(!screen.contains("Opens the form"), "no Add button")
    }

    @Test func aValueTypeGetsAStubOnceAndAnotherFeatureReusesIt() throws {
        let (temporary, root) = try package()
        defer { withExtendedLifetime(temporary) {} }
        let first = CapturedRun(
            ["feature", "Orders", "--entity", "Order", "--fields", "id:UUID,status:OrderStatus"], in: root)
        #expect(first.exitCode == .success, "\(first.errorOutput)")
        let stub = "Sources/DemoDomain/Orders/OrderStatus.swift"
        let text = try String(contentsOf: root.appendingPathComponent(stub), encoding: .utf8)
        #expect(text.contains("public enum OrderStatus: String, CaseIterable, Hashable, Sendable"))
        #expect(exists("Sources/DemoPresentation/Orders/OrderStatus+DisplayText.swift", in: root))

        let second = CapturedRun(
            ["feature", "Returns", "--entity", "Return", "--fields", "id:UUID,status:OrderStatus"], in: root)
        #expect(second.exitCode == .success, "\(second.errorOutput)")
        #expect(!exists("Sources/DemoDomain/Returns/OrderStatus.swift", in: root))
        // Running the first feature again rewrites its own stub rather than skipping it.
        #expect(
            CapturedRun(["feature", "Orders", "--entity", "Order", "--fields", "id:UUID,status:OrderStatus"], in: root)
                .exitCode == .success)
        #expect(exists(stub, in: root))
    }

    @Test func reservedOrTakenEntityAndFieldTypeNamesAreRefused() throws {
        let (temporary, root) = try package()
        defer { withExtendedLifetime(temporary) {} }
        expectRefusal(["feature", "Chores", "--entity", "Task"], in: root, saying: "entity name 'Task' collides with")
        expectRefusal(["feature", "Chores", "--entity", "Task"], in: root, saying: "e.g. 'TaskItem'")
        expectRefusal(
            ["feature", "Orders", "--entity", "Order", "--fields", "id:UUID,kind:Result"], in: root,
            saying: "field type name 'Result' collides with Swift's Result")
        expectRefusal(
            ["feature", "Orders", "--entity", "order"], in: root,
            saying: "entity name 'order' must start with an uppercase letter")
        #expect(CapturedRun(["feature", "Profile"], in: root).exitCode == .success)
        expectRefusal(
            ["feature", "People", "--entity", "Profile"], in: root,
            saying: "entity name 'Profile' would declare Profile")
        expectRefusal(
            ["feature", "Orders", "--entity", "Order", "--fields", "id:UUID,tags:[OrderTag]"], in: root,
            saying: "unsupported type \"[OrderTag]\"")
    }

    @Test func shapesRefuseWhatTheyHaveNoPlaceFor() throws {
        let (temporary, root) = try package()
        defer { withExtendedLifetime(temporary) {} }
        expectRefusal(
            ["feature", "Orders", "--shape", "grid"], in: root,
            saying: "--shape 'grid' is not a shape; choose one of list, detail, form, single")
        expectRefusal(
            ["feature", "Settings", "--shape", "single", "--operations", "load,save,delete"], in: root,
            saying: "--shape single has no delete")
        expectRefusal(
            ["feature", "Settings", "--shape", "single", "--operations", "load,save,observe"], in: root,
            saying: "--shape single has no observe: there is one value, not a list of rows to observe; nothing was "
                + "written — drop it, e.g. --operations load,save")
        expectRefusal(
            ["feature", "Orders", "--shape", "form", "--operations", "load"], in: root,
            saying: "e.g. --operations load,save")
        expectRefusal(
            ["feature", "Settings", "--shape", "single", "--operations", "load"], in: root,
            saying: "needs the save operation")
    }
}
