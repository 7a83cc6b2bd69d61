import DemoPresentation
import Testing

/// What `BuiltOnce` promises the screens: however many boxes SwiftUI's redraws make, the one a screen keeps builds
/// its model once, when first read.
struct BuiltOnceTests {
    private final class SampleModel {}

    private final class BuildCount {
        var count = 0
    }

    @Test func nothingIsBuiltUntilTheValueIsRead() {
        let builds = BuildCount()

        _ = BuiltOnce {
            builds.count += 1
            return SampleModel()
        }

        #expect(builds.count == 0)
    }

    @Test func theValueIsBuiltOnceAndKept() {
        let builds = BuildCount()
        let box = BuiltOnce {
            builds.count += 1
            return SampleModel()
        }

        let first = box.value
        let second = box.value

        #expect(first === second)
        #expect(builds.count == 1)
    }
}
