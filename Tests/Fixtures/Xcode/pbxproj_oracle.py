"""The oracle for Strata's project.pbxproj reader: the PyPI `pbxproj` package parses the project
file (through `openstep_parser`) and this script walks its objects into the same summary Strata
prints, so that a differential test can compare targets, file membership and dependencies.

usage: pbxproj_oracle.py <root> <project.xcodeproj relative to root>
prints JSON: {"targets": [...], "localPackages": [...]}; exits 1 with a message if pbxproj cannot read it.
"""
import json
import os
import posixpath
import re
import sys

from pbxproj import XcodeProject

COMPILED = {"swift", "m", "mm", "c", "cc", "cpp", "cxx", "c++", "metal", "s"}
OPAQUE = {"xcassets", "bundle", "framework", "xcframework", "xcdatamodeld", "docc", "playground", "app",
          "xcodeproj", "xcworkspace", "scnassets", "rcproject", "xcstickers"}


def normalize(path):
    absolute = path.startswith("/")
    parts = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == ".." and parts and parts[-1] != ".." and not parts[-1].startswith("$("):
            parts.pop()
        elif part == ".." and absolute and not parts:
            continue
        else:
            parts.append(part)
    joined = "/".join(parts)
    return "/" + joined if absolute else joined


def join(base, relative):
    if relative.startswith("/") or not base:
        return normalize(relative)
    return normalize(base + "/" + relative) if relative else normalize(base)


def main():
    root, project_path = sys.argv[1], normalize(sys.argv[2])
    try:
        project = XcodeProject.load(os.path.join(root, project_path, "project.pbxproj"))
    except Exception as error:  # the oracle's own verdict on a broken file
        print("pbxproj cannot read it: %s" % error)
        sys.exit(1)
    objects = project.objects

    def get(identifier):
        return objects[str(identifier)] if identifier is not None else None

    def field(obj, name):
        value = obj.get(name, None) if obj is not None else None
        return None if value is None else value

    def ids(obj, name):
        return [str(item) for item in (field(obj, name) or [])]

    root_object = get(project.rootObject)
    source_root = join(posixpath.dirname(project_path), str(field(root_object, "projectDirPath") or ""))

    parents = {}
    for key in objects.get_keys():
        for child in ids(get(key), "children"):
            parents.setdefault(child, str(key))

    def path_of(identifier, seen=()):
        obj = get(identifier)
        if obj is None or identifier in seen:
            return None
        own = str(field(obj, "path") or "")
        if not own and obj.isa == "PBXVariantGroup":
            own = str(field(obj, "name") or "")
        tree = str(field(obj, "sourceTree") or "<group>")
        if tree == "<group>":
            parent = parents.get(identifier)
            if parent is None:
                return join(source_root, own)
            parent_path = path_of(parent, seen + (identifier,))
            return None if parent_path is None else join(parent_path, own)
        if tree in ("SOURCE_ROOT", "SRCROOT", "PROJECT_DIR"):
            return join(source_root, own)
        if tree == "<absolute>":
            return normalize(own)
        return normalize("$(%s)/%s" % (tree, own) if own else "$(%s)" % tree)

    def list_files(folder):
        if folder.startswith("/") or folder.startswith("../") or folder.startswith("$("):
            return []
        found = []
        base = os.path.join(root, folder)
        for directory, folders, files in os.walk(base):
            folders[:] = [f for f in folders if not f.startswith(".") and f.rsplit(".", 1)[-1].lower() not in OPAQUE
                          or ("." not in f and not f.startswith("."))]
            for name in files:
                if not name.startswith("."):
                    found.append(os.path.relpath(os.path.join(directory, name), base).replace(os.sep, "/"))
        return sorted(found)

    def inside(path, folder):
        return path == folder or path.startswith(folder.rstrip("/") + "/")

    def package_product(identifier):
        obj = get(identifier)
        if obj is None or obj.isa != "XCSwiftPackageProductDependency" or field(obj, "productName") is None:
            return None
        name = str(obj.productName)
        if name.startswith("plugin:"):
            name = name[len("plugin:"):]
        package = get(field(obj, "package"))
        if package is None:
            return name + " @ unknown"
        if package.isa == "XCLocalSwiftPackageReference":
            return name + " @ local:" + join(source_root, str(field(package, "relativePath") or ""))
        return name + " @ remote:" + str(field(package, "repositoryURL") or "")

    def module_name(target, name):
        settings = {}
        config_list = get(field(target, "buildConfigurationList"))
        if config_list is not None:
            configurations = [get(c) for c in ids(config_list, "buildConfigurations") if get(c) is not None]
            preferred = field(config_list, "defaultConfigurationName")
            chosen = next((c for c in configurations if str(field(c, "name")) == str(preferred)), None) \
                or (configurations[0] if configurations else None)
            if chosen is not None and field(chosen, "buildSettings") is not None:
                build_settings = chosen.buildSettings
                settings = {str(k): build_settings[k] for k in build_settings.get_keys()}

        def substitute(value, product):
            if value is None:
                return None
            value = str(value)
            for variable, replacement in (("TARGET_NAME", name), ("PRODUCT_NAME", product)):
                if replacement is None:
                    continue
                value = re.sub(r"\$[({]%s(:c99extidentifier|:rfc1034identifier)?[)}]" % variable,
                               lambda _: replacement, value)
            return value

        product = substitute(settings.get("PRODUCT_NAME"), None)
        candidates = [substitute(settings.get("PRODUCT_MODULE_NAME"), product), product,
                      field(target, "productName"), name]
        module = next((str(c) for c in candidates if c is not None and str(c) and "$" not in str(c)), name)
        result = "".join(ch if ch.isalpha() or ch.isdigit() and ch.isascii() or ch == "_" else "_" for ch in module)
        return "_" + result if result[:1].isdigit() else result

    targets = []
    synchronized = [str(k) for k in objects.get_keys() if get(k).isa == "PBXFileSystemSynchronizedRootGroup"]
    for identifier in ids(root_object, "targets"):
        target = get(identifier)
        if target is None or target.isa != "PBXNativeTarget":
            continue
        name = str(field(target, "name") or identifier)
        sources, linked, products = set(), [], []
        for phase in (get(p) for p in ids(target, "buildPhases")):
            if phase is None or phase.isa not in ("PBXSourcesBuildPhase", "PBXFrameworksBuildPhase"):
                continue
            for build_file in (get(f) for f in ids(phase, "files")):
                if build_file is None:
                    continue
                reference = field(build_file, "fileRef")
                path = path_of(str(reference)) if reference is not None else None
                if path is not None:
                    if phase.isa == "PBXSourcesBuildPhase":
                        sources.add(path)
                    else:
                        linked.append(path.rsplit("/", 1)[-1])
                elif phase.isa == "PBXFrameworksBuildPhase" and field(build_file, "productRef") is not None:
                    product = package_product(str(build_file.productRef))
                    if product is not None:
                        products.append(product)
        own_folders = set(ids(target, "fileSystemSynchronizedGroups"))
        for group_id in synchronized:
            group = get(group_id)
            exceptions = []
            for exception_set in (get(e) for e in ids(group, "exceptions")):
                if exception_set is not None and exception_set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" \
                        and str(field(exception_set, "target")) == identifier:
                    exceptions += ids(exception_set, "membershipExceptions")
            own = group_id in own_folders
            folder = path_of(group_id)
            if not (own or exceptions) or folder is None:
                continue
            explicit = ids(group, "explicitFolders")
            for file in list_files(folder):
                if "." not in file or file.rsplit(".", 1)[-1].lower() not in COMPILED:
                    continue
                if any(inside(file, e) for e in explicit):
                    continue
                if own != any(inside(file, e) for e in exceptions):
                    sources.add(join(folder, file))
        for product in (package_product(p) for p in ids(target, "packageProductDependencies")):
            if product is not None and product not in products:
                products.append(product)
        dependencies = []
        for dependency in (get(d) for d in ids(target, "dependencies")):
            if dependency is None:
                continue
            dependency_target = get(field(dependency, "target"))
            proxy = get(field(dependency, "targetProxy"))
            if dependency_target is not None and field(dependency_target, "name") is not None:
                dependencies.append(str(dependency_target.name))
            elif proxy is not None and field(proxy, "remoteInfo") is not None:
                portal_id = field(proxy, "containerPortal")
                portal = get(portal_id)
                if portal is not None and portal.isa != "PBXProject":
                    dependencies.append("%s::%s" % (path_of(str(portal_id)), proxy.remoteInfo))
                else:
                    dependencies.append(str(proxy.remoteInfo))
            elif field(dependency, "name") is not None:
                dependencies.append(str(dependency.name))
        targets.append({
            "name": name, "productType": str(field(target, "productType") or ""),
            "moduleName": module_name(target, name), "sources": sorted(sources),
            "dependencies": sorted(dependencies), "linked": sorted(linked), "packageProducts": sorted(products),
        })
    local_packages = [join(source_root, str(field(get(p), "relativePath") or "")) for p in ids(root_object, "packageReferences")
                      if get(p) is not None and get(p).isa == "XCLocalSwiftPackageReference"]
    print(json.dumps({"targets": targets, "localPackages": local_packages}, sort_keys=True, indent=1))


main()
