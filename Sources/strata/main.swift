import StrataCLI
import Foundation

exit(StrataCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
