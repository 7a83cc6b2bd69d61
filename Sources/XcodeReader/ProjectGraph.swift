import Foundation

/// The object graph of one project file, resolved into targets: file references into paths through
/// their groups, build files into the files they name, proxies into the targets they stand for.
struct ProjectGraph {
    typealias Object = [String: PropertyListValue]

    /// The file extensions a synchronized folder's file is compiled for: code, not resources.
    static let compiledExtensions: Set<String> = ["swift", "m", "mm", "c", "cc", "cpp", "cxx", "c++", "metal", "s"]

    let objects: [String: Object]
    let project: Object
    /// The folder `SOURCE_ROOT` names: the `.xcodeproj`'s folder, moved by `projectDirPath` when set.
    let sourceRoot: String
    let listFiles: (String) -> [String]
    /// The line opening each object's definition in the project file.
    let objectLines: [String: XcodeTarget.Line]
    /// The line listing each object in another's list (a build file in its build phase).
    let listedLines: [String: XcodeTarget.Line]
    /// Each group member's group, for paths relative to `<group>`.
    private let parents: [String: String]
    private var pathCache = PathCache()

    init(
        objects: [String: Object], project: Object, projectPath: String,
        objectLines: [String: XcodeTarget.Line] = [:], listedLines: [String: XcodeTarget.Line] = [:],
        listFiles: @escaping (String) -> [String]
    ) {
        self.objects = objects
        self.objectLines = objectLines
        self.listedLines = listedLines
        self.project = project
        self.listFiles = listFiles
        sourceRoot = ProjectPath.join(
            ProjectPath.dropLastComponent(projectPath), project["projectDirPath"]?.string ?? "")
        var parents: [String: String] = [:]
        for (identifier, object) in objects {
            for child in Self.identifiers(object["children"]) where parents[child] == nil {
                parents[child] = identifier
            }
        }
        self.parents = parents
    }

    static func identifiers(_ value: PropertyListValue?) -> [String] {
        value?.array?.compactMap(\.string) ?? []
    }

    // MARK: Paths

    /// Where a file reference, group or synchronized folder is, through its `sourceTree`: its group's
    /// folder (`<group>`), the project's (`SOURCE_ROOT`), the disk's root (`<absolute>`), or a build
    /// setting kept by name (`$(SDKROOT)/…`) when it is one Strata cannot resolve.
    func path(of identifier: String) -> String? {
        if let cached = pathCache.paths[identifier] { return cached }
        var visiting: Set<String> = []
        let resolved = resolve(identifier, visiting: &visiting)
        pathCache.paths[identifier] = resolved
        return resolved
    }

    private func resolve(_ identifier: String, visiting: inout Set<String>) -> String? {
        guard let object = objects[identifier], visiting.insert(identifier).inserted else { return nil }
        var own = object["path"]?.string ?? ""
        if own.isEmpty, object["isa"]?.string == "PBXVariantGroup" { own = object["name"]?.string ?? "" }
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let parent = parents[identifier] else { return ProjectPath.join(sourceRoot, own) }
            if let cached = pathCache.paths[parent] { return ProjectPath.join(cached, own) }
            guard let parentPath = resolve(parent, visiting: &visiting) else { return nil }
            pathCache.paths[parent] = parentPath
            return ProjectPath.join(parentPath, own)
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            return ProjectPath.join(sourceRoot, own)
        case "<absolute>":
            return ProjectPath.normalize(own)
        case let variable:
            return ProjectPath.normalize(own.isEmpty ? "$(\(variable))" : "$(\(variable))/\(own)")
        }
    }

    // MARK: Targets

    func targets() -> [XcodeTarget] {
        Self.identifiers(project["targets"]).compactMap { identifier in
            guard let object = objects[identifier], object["isa"]?.string == "PBXNativeTarget" else { return nil }
            return target(identifier, object)
        }
    }

    private func target(_ identifier: String, _ object: Object) -> XcodeTarget {
        let name = object["name"]?.string ?? identifier
        var sources: Set<String> = []
        var linked: [String] = []
        var products: [XcodeTarget.PackageProduct] = []
        var declarations = XcodeTarget.Declarations()
        for phase in Self.identifiers(object["buildPhases"]).compactMap({ objects[$0] }) {
            let isa = phase["isa"]?.string
            guard isa == "PBXSourcesBuildPhase" || isa == "PBXFrameworksBuildPhase" else { continue }
            for buildFileID in Self.identifiers(phase["files"]) {
                guard let buildFile = objects[buildFileID] else { continue }
                if let reference = buildFile["fileRef"]?.string, let path = path(of: reference) {
                    if isa == "PBXSourcesBuildPhase" {
                        sources.insert(path)
                    } else {
                        let file = ProjectPath.lastComponent(path)
                        linked.append(file)
                        // Where the target's own phase lists the link: the build file's definition
                        // says nothing of which target links it.
                        declarations.linkedLibraries[file] = listedLines[buildFileID] ?? objectLines[buildFileID]
                    }
                } else if isa == "PBXFrameworksBuildPhase", let product = buildFile["productRef"]?.string,
                    let resolved = packageProduct(product)
                {
                    products.append(resolved)
                    declarations.packageProducts[resolved.name] = objectLines[product]
                }
            }
        }
        sources.formUnion(synchronizedSources(of: identifier, object))
        for productID in Self.identifiers(object["packageProductDependencies"]) {
            guard let product = packageProduct(productID), !products.contains(product) else { continue }
            products.append(product)
            declarations.packageProducts[product.name] = objectLines[productID]
        }
        var dependencies: [XcodeTarget.Dependency] = []
        for dependencyID in Self.identifiers(object["dependencies"]) {
            guard let resolved = dependency(dependencyID) else { continue }
            dependencies.append(resolved)
            declarations.dependencies[resolved.name] = objectLines[dependencyID]
        }
        return XcodeTarget(
            name: name, productTypeIdentifier: object["productType"]?.string ?? "",
            moduleName: moduleName(of: object, name: name), sourceFiles: sources.sorted(),
            dependencies: dependencies, linkedLibraries: linked, packageProducts: products,
            declarations: declarations)
    }

    /// The files a target's synchronized folders give it. An exception set for the target toggles
    /// the files it lists: out of a target whose folder it is, into a target that does not have the folder.
    private func synchronizedSources(of identifier: String, _ target: Object) -> [String] {
        let ownFolders = Set(Self.identifiers(target["fileSystemSynchronizedGroups"]))
        var sources: [String] = []
        for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            var exceptions: [String] = []
            for exceptionSet in Self.identifiers(group["exceptions"]).compactMap({ objects[$0] })
            where exceptionSet["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                && exceptionSet["target"]?.string == identifier
            {
                exceptions += Self.identifiers(exceptionSet["membershipExceptions"])
            }
            let isOwn = ownFolders.contains(groupID)
            guard isOwn || !exceptions.isEmpty, let folder = path(of: groupID) else { continue }
            let explicitFolders = Self.identifiers(group["explicitFolders"])
            for file in listFiles(folder) {
                let fileExtension = file.split(separator: ".").last.map { $0.lowercased() } ?? ""
                guard file.contains("."), Self.compiledExtensions.contains(fileExtension),
                    !explicitFolders.contains(where: { Self.isSame(file, orInside: $0) })
                else { continue }
                let isException = exceptions.contains { Self.isSame(file, orInside: $0) }
                if isOwn != isException { sources.append(ProjectPath.join(folder, file)) }
            }
        }
        return sources
    }

    private static func isSame(_ path: String, orInside folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private func dependency(_ identifier: String) -> XcodeTarget.Dependency? {
        guard let object = objects[identifier] else { return nil }
        if let target = object["target"]?.string, let name = objects[target]?["name"]?.string {
            return XcodeTarget.Dependency(name: name)
        }
        if let proxyID = object["targetProxy"]?.string, let proxy = objects[proxyID],
            let name = proxy["remoteInfo"]?.string
        {
            let portal = proxy["containerPortal"]?.string.flatMap { objects[$0] != nil ? $0 : nil }
            let isOtherProject = portal.map { objects[$0]?["isa"]?.string != "PBXProject" } ?? false
            return XcodeTarget.Dependency(name: name, project: isOtherProject ? portal.flatMap(path(of:)) : nil)
        }
        return object["name"]?.string.map { XcodeTarget.Dependency(name: $0) }
    }

    private func packageProduct(_ identifier: String) -> XcodeTarget.PackageProduct? {
        guard let object = objects[identifier], object["isa"]?.string == "XCSwiftPackageProductDependency",
            var name = object["productName"]?.string
        else { return nil }
        if name.hasPrefix("plugin:") { name.removeFirst("plugin:".count) }
        guard let packageID = object["package"]?.string, let package = objects[packageID] else {
            return XcodeTarget.PackageProduct(name: name, package: .unknown)
        }
        if package["isa"]?.string == "XCLocalSwiftPackageReference" {
            return XcodeTarget.PackageProduct(
                name: name, package: .local(path: ProjectPath.join(sourceRoot, package["relativePath"]?.string ?? "")))
        }
        let url = package["repositoryURL"]?.string ?? ""
        var packageName = ProjectPath.lastComponent(url)
        if packageName.hasSuffix(".git") { packageName.removeLast(4) }
        return XcodeTarget.PackageProduct(name: name, package: .remote(url: url, name: packageName))
    }

    func localPackagePaths() -> [String] {
        Self.identifiers(project["packageReferences"]).compactMap { identifier in
            guard let package = objects[identifier], package["isa"]?.string == "XCLocalSwiftPackageReference"
            else { return nil }
            return ProjectPath.join(sourceRoot, package["relativePath"]?.string ?? "")
        }
    }

    // MARK: Module names

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, of the default configuration (else the first),
    /// with `$(TARGET_NAME)` put in; else the product's name; made a C99 identifier as Xcode does.
    private func moduleName(of target: Object, name: String) -> String {
        let configurations = target["buildConfigurationList"]?.string.flatMap { objects[$0] }
        let chosen = configurations.flatMap { list -> Object? in
            let all = Self.identifiers(list["buildConfigurations"]).compactMap { objects[$0] }
            let preferred = list["defaultConfigurationName"]?.string
            return all.first { $0["name"]?.string == preferred } ?? all.first
        }
        let settings = chosen?["buildSettings"]?.dictionary ?? [:]
        let productName = Self.substitute(settings["PRODUCT_NAME"]?.string, targetName: name, productName: nil)
        let candidates = [
            Self.substitute(settings["PRODUCT_MODULE_NAME"]?.string, targetName: name, productName: productName),
            productName, target["productName"]?.string, name,
        ]
        let module = candidates.compactMap { $0 }.first { !$0.isEmpty && !$0.contains("$") } ?? name
        return Self.c99Identifier(module)
    }

    private static func substitute(_ setting: String?, targetName: String, productName: String?) -> String? {
        guard var value = setting else { return nil }
        for variable in ["TARGET_NAME", "PRODUCT_NAME"] {
            let replacement = variable == "TARGET_NAME" ? targetName : productName
            guard let replacement else { continue }
            for form in [
                "$(\(variable))", "${\(variable)}", "$(\(variable):c99extidentifier)",
                "${\(variable):c99extidentifier}", "$(\(variable):rfc1034identifier)",
            ] {
                value = value.replacingOccurrences(of: form, with: replacement)
            }
        }
        return value
    }

    /// Letters, digits and `_` kept, anything else `_`, and a leading digit given a `_` before it.
    static func c99Identifier(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                    ? Character(scalar) : "_"
            })
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }
}

/// Resolved paths, remembered across lookups; a class so the graph's reads can fill it.
private final class PathCache {
    var paths: [String: String] = [:]
}
