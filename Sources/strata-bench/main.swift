import Foundation

exit(BenchmarkCommandLine.run(Array(CommandLine.arguments.dropFirst())))
