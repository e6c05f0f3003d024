/// Every rule actorfix knows, in the order they run and are listed.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        StateMainActorModel(),
        ObservedObjectOwnership(),
        ViewMainActorMembers(),
        InferMainActor(),
        ViewAsyncNonisolated(),
        SendableClosureCaptures(),
        OffMainRequirements(),
        ConformanceIsolation(),
        NonisolatedDataTypes(),
        NonisolatedSDKExtensions(),
        MainActorCallbacks(),
        IsolatedDeinit(),
        BaseClassInit(),
        PreconcurrencyImport(),
        GlobalMutableState(),
        SendableConformances(),
        SendableClasses(),
        SendableClosureTypes(),
        RedundantMainActor(),
        ConcurrentForNonsending(),
        StateLagAdvisories(),
        XCTestAsyncWait(),
        CStandardStreams(),
    ]

    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.id == id } }
    public static var ids: [String] { all.map(\.id) }
}
