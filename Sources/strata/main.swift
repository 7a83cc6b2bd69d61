import Foundation
import StrataCLI

exit(StrataCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
