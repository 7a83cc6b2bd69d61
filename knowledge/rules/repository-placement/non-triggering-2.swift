import CoreData

protocol CoreDataRepository {
    associatedtype Entity: NSManagedObject
    static var entityName: String { get }
}

extension CoreDataRepository where Entity: NSManagedObject {
    func count(in context: NSManagedObjectContext) throws -> Int {
        try context.count(for: NSFetchRequest<Entity>(entityName: Self.entityName))
    }
}
