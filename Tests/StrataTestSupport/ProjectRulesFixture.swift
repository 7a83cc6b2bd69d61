/// A project that extends Strata without recompiling it: a `networking` custom layer in
/// strata.json and two project rules in `.strata/rules.json`, with sources that break both
/// (`↓` marks each expected finding) and one suppressed call. Verify and CLI tests share it.
public enum ProjectRulesFixture {
    public static let strataJSON = """
        {
          "schemaVersion": 1,
          "customLayers": {
            "networking": {
              "globs": ["Sources/AppNetworking/**"],
              "dependsOn": ["domain"],
              "forbiddenImports": ["SwiftUI"]
            }
          }
        }

        """

    /// strata.json with `settings` (`"project.no-print-in-domain": "warning"`) as its `rules`.
    public static func strataJSON(ruleSettings settings: String) -> String {
        strataJSON.replacingOccurrences(
            of: "\"schemaVersion\": 1,", with: "\"schemaVersion\": 1,\n  \"rules\": {\(settings)},")
    }

    /// The rules file with the two rules, whose examples all pass.
    public static let rulesJSON = rules(noPrintTriggering: #"func run() {\n    ↓print(\"x\")\n}\n"#)

    /// The rules file with `no-print-in-domain`'s ❌ example given as `code`.
    public static func rules(noPrintTriggering code: String) -> String {
        #"""
        {
          "schemaVersion": 1,
          "rules": [
            {
              "id": "project.no-print-in-domain",
              "kind": "forbidden-call",
              "calls": ["print", "DispatchQueue.main.sync"],
              "layers": ["domain"],
              "severity": "error",
              "message": "domain code calls '{{call}}'; log through the Logger port",
              "rationale": "Domain code runs in tests and on servers, where print goes nowhere.",
              "examples": {
                "triggering": [
                  {"code": "\#(code)", "messages": ["domain code calls 'print'; log through the Logger port"]},
                  {"code": "func run() {\n    ↓DispatchQueue.main.sync {}\n}\n",
                   "messages": ["domain code calls 'DispatchQueue.main.sync'; log through the Logger port"]}
                ],
                "nonTriggering": [
                  {"code": "func run(logger: Logger) {\n    logger.print(\"x\")\n    // print(\"y\")\n    _ = \"print(z)\"\n}\n"}
                ]
              }
            },
            {
              "id": "project.clients-are-sendable",
              "kind": "required-conformance",
              "layers": ["networking"],
              "typeSuffix": "Client",
              "protocol": "Sendable",
              "severity": "warning",
              "message": "'{{type}}' must conform to {{protocol}}",
              "rationale": "Clients are shared across tasks.",
              "examples": {
                "triggering": [
                  {"code": "struct ↓APIClient {}\n", "messages": ["'APIClient' must conform to Sendable"]}
                ],
                "nonTriggering": [
                  {"code": "struct APIClient: Sendable {}\n"},
                  {"code": "final class ImageClient {}\nextension ImageClient: Sendable {}\n"}
                ]
              }
            }
          ]
        }

        """#
    }

    /// Sources by path, `↓` marking each finding `strata verify` must report.
    public static let markedSources: [String: String] = [
        "Sources/AppDomain/Logic.swift": "func run() {\n    ↓print(\"x\")\n}\n",
        "Sources/AppDomain/Quiet.swift":
            "func quiet() {\n    // strata:disable:next project.no-print-in-domain\n    print(\"ok\")\n}\n",
        "Sources/AppNetworking/APIClient.swift": "import Foundation\nimport ↓AppPresentation\n\nstruct ↓APIClient {}\n",
    ]

    /// The messages `strata verify` reports, by path, in marker order.
    public static let expectedMessages: [String: [String]] = [
        "Sources/AppDomain/Logic.swift": ["domain code calls 'print'; log through the Logger port"],
        "Sources/AppNetworking/APIClient.swift": [
            "networking must not depend on 'AppPresentation'; allowed: domain",
            "'APIClient' must conform to Sendable",
        ],
    ]

    /// Every file of the project, markers removed.
    public static var files: [String: String] {
        var files = markedSources.mapValues { MarkedText($0).text }
        files["strata.json"] = strataJSON
        files[".strata/rules.json"] = rulesJSON
        return files
    }
}
