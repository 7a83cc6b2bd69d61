import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// What Strata writes is the same bytes on every run. Swift seeds its hashing per process, so an order leaking
/// out of a dictionary or a set is stable within one process and differs between two: only separate processes
/// can show it, which is why these run the built executable twice instead of the command in-process twice.
@Suite struct ProcessDeterminismTests {
    @Test(arguments: ReportFormat.allCases)
    func twoProcessesWriteTheSameReport(format: ReportFormat) throws {
        let project = try ScratchProject.withFindings()
        var reports: [Data] = []
        for run in 1...2 {
            let file = "report-\(run).out"
            let result = try StrataProcess.run(
                ["verify", "--format", format.rawValue, "--output", file], in: project.url)
            #expect(result.status == 1, "\(result.errorOutput)")
            reports.append(try Data(contentsOf: project.url.appendingPathComponent(file)))
        }
        #expect(!reports[0].isEmpty)
        #expect(reports[0] == reports[1])
    }

    /// A package, a feature of every shape and the agent context, each made by its own process in two folders:
    /// every file, generation record and context file included, the two trees are the same.
    @Test func twoProcessesScaffoldTheSamePackageAndContext() throws {
        let folders = try (1...2).map { _ in try TemporaryDirectory() }
        let commands = [
            ["new", "Demo"],
            ["feature", "Profile", "--fields", "id:UUID,name:String,age:Int?,joined:Date"],
            ["feature", "Settings", "--shape", "single"],
            [
                "feature", "Orders", "--entity", "Order", "--shape", "form", "--fields",
                "id:UUID,title:String,status:OrderStatus",
            ],
            ["context", "--agents", "all"],
        ]
        for folder in folders {
            for command in commands {
                let directory = command[0] == "new" ? folder.url : folder.url.appendingPathComponent("Demo")
                let result = try StrataProcess.run(command, in: directory)
                #expect(result.status == 0, "\(command): \(result.errorOutput)")
            }
        }
        let first = DirectorySnapshot.read(folders[0].url)
        #expect(first.count > 50)
        #expect(DirectorySnapshot.differences(first, DirectorySnapshot.read(folders[1].url)) == [])
    }
}
