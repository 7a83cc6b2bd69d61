import SwiftScanner

/// Renders an index the way Swift would spell the declarations, one per line, members
/// indented, so expected indexes read like the source they describe. Positions are left
/// out here and checked with `↓` markers instead. Every recorded field appears when set.
func outline(_ source: String) -> [String] {
    outline(SourceFileIndex(parsing: source))
}

func outline(_ index: SourceFileIndex) -> [String] {
    index.imports.map(describe) + index.declarations.flatMap { outline($0, indent: "") }
}

private func outline(_ declaration: Declaration, indent: String) -> [String] {
    let line = indent + describe(declaration)
    guard case .type(let type) = declaration else { return [line] }
    return [line] + type.members.flatMap { outline($0, indent: indent + "  ") }
}

func describe(_ declaration: Declaration) -> String {
    switch declaration {
    case .type(let type):
        var text = "\(type.kind.rawValue) \(type.name)\(type.genericClause ?? "")"
        if !type.inheritance.isEmpty { text += ": " + type.inheritance.joined(separator: ", ") }
        if let whereClause = type.whereClause { text += " where \(whereClause)" }
        return text + extras(type)
    case .property(let property):
        var text = (property.isStatic ? "static " : "") + (property.isLet ? "let " : "var ") + property.name
        if let type = property.typeAnnotation { text += ": \(type)" }
        if let value = property.initializerText { text += " = \(value)" }
        if property.isComputed { text += " {computed}" }
        return text + extras(property)
    case .function(let function):
        var text = "func \(function.name)\(function.genericClause ?? "")(\(describe(function.parameters)))"
        text += effects(isAsync: function.isAsync, throwsClause: function.throwsClause)
        if let returnType = function.returnType { text += " -> \(returnType)" }
        if let whereClause = function.whereClause { text += " where \(whereClause)" }
        return text + extras(function)
    case .initializer(let initializer):
        var text = "init\(initializer.failability ?? "")\(initializer.genericClause ?? "")"
        text += "(\(describe(initializer.parameters)))"
        text += effects(isAsync: initializer.isAsync, throwsClause: initializer.throwsClause)
        if let whereClause = initializer.whereClause { text += " where \(whereClause)" }
        return text + extras(initializer)
    case .enumCase(let enumCase):
        var text = "case \(enumCase.name)"
        if !enumCase.associatedValues.isEmpty {
            text +=
                "("
                + enumCase.associatedValues.map { value in
                    (value.label.map { "\($0): " } ?? "") + value.type + (value.defaultText.map { " = \($0)" } ?? "")
                }.joined(separator: ", ") + ")"
        }
        if let rawValue = enumCase.rawValue { text += " = \(rawValue)" }
        return text + extras(enumCase)
    case .typeAlias(let alias):
        return "typealias \(alias.name)\(alias.genericClause ?? "") = \(alias.aliasedType)" + extras(alias)
    }
}

func describe(_ importDecl: ImportDecl) -> String {
    var text = "import " + (importDecl.kind.map { "\($0) " } ?? "") + importDecl.path
    if importDecl.module != importDecl.path { text += " (module \(importDecl.module))" }
    return text + extras(importDecl)
}

private func describe(_ parameters: [Parameter]) -> String {
    parameters.map { parameter in
        let attributes = parameter.attributes.map { describe($0) + " " }.joined()
        let names = parameter.label == parameter.name ? parameter.name : "\(parameter.label ?? "_") \(parameter.name)"
        return attributes + names + ": " + parameter.type + (parameter.defaultText.map { " = \($0)" } ?? "")
    }.joined(separator: ", ")
}

private func effects(isAsync: Bool, throwsClause: String?) -> String {
    (isAsync ? " async" : "") + (throwsClause.map { " \($0)" } ?? "")
}

private func describe(_ attribute: Attribute) -> String {
    "@" + attribute.name + (attribute.arguments.map { "(\($0))" } ?? "")
}

/// Attributes, modifiers and `#if` conditions, when there are any.
private func extras(_ declaration: some IndexedDeclaration) -> String {
    var text = ""
    if !declaration.attributes.isEmpty {
        text += " " + declaration.attributes.map(describe).joined(separator: " ")
    }
    if !declaration.modifiers.isEmpty {
        text += " [" + declaration.modifiers.joined(separator: " ") + "]"
    }
    if !declaration.conditions.isEmpty {
        text += " #if(" + declaration.conditions.joined(separator: " | ") + ")"
    }
    return text
}
