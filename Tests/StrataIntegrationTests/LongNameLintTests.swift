import Foundation
import StrataCore
import StrataKnowledge
import StrataScaffold
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

/// Real apps have long names — `NotificationPreference`, `PaymentSubscription` — and a template line that fits
/// for `Profile` can pass 120 columns for them. Every shape, in every style, with names of up to
/// 24 characters (the limit docs/scaffolding.md states: `SubscriptionPlanVariants`), must still satisfy
/// `swift format lint --strict`; only the formatter is run, so this takes seconds, not a build.
@Suite struct LongNameLintTests {
    static let features = [
        SamplePackage.Feature(
            name: "PaymentSubscriptions", entity: "PaymentSubscription", shape: "detail",
            fields: "id:UUID,displayName:String,renewalDate:Date?,monthlyAmountInCents:Int,billingStatus:BillingStatus",
            operations: nil),
        SamplePackage.Feature(
            name: "NotificationPreferences", entity: "NotificationPreference", shape: "single",
            fields: "id:UUID,enabled:Bool,quietHoursStartMinute:Int?", operations: nil),
        SamplePackage.Feature(
            name: "SubscriptionPlanVariants", entity: "SubscriptionPlanVariant", shape: "form",
            fields: "id:String,planName:String,pricePerMonthInCents:Int?", operations: nil),
        SamplePackage.Feature(
            name: "LoyaltyRewardsAccounts", entity: "LoyaltyRewardsAccount", shape: "list",
            fields: "id:UUID,memberName:String,pointsBalance:Int", operations: "load,save,delete,observe"),
    ]

    /// An adapter of each legacy kind, over the list and the detail feature (a single value takes none); the list
    /// observes, so its adapters' streams are linted too.
    static let adapters = [
        SamplePackage.Adapter(
            name: "RxLoyaltyRewardsAccountRepository", feature: "LoyaltyRewardsAccounts", legacy: "rxswift",
            operations: "load,save,delete,observe"),
        SamplePackage.Adapter(
            name: "CombinePaymentSubscriptionRepository", feature: "PaymentSubscriptions", legacy: "combine",
            operations: nil),
        SamplePackage.Adapter(
            name: "LegacyLoyaltyRewardsAccountService", feature: "LoyaltyRewardsAccounts", legacy: "callback",
            operations: "load,save,delete,observe"),
    ]

    @Test(arguments: ViewModelStyleID.allCases)
    func longNamesStillLintClean(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style, features: Self.features)
        try LegacyAdapters.add(Self.adapters, to: demo)
        let lint = try Subprocess.run(
            ["swift", "format", "lint", "--strict", "--recursive", "Sources", "Tests", "Package.swift"],
            in: demo.packageRoot)
        #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint:\n\(lint.output)")
    }
}
