import Foundation

// quotio's shape (PR #83, default main-actor isolation): the actor decodes and encodes
// 'ProviderQuotaData', whose computed 'groupedModels' reads 'model.modelGroup' in a `for` loop over
// its stored array; 'ModelQuota.modelGroup' calls the raw-value enum's static 'group(for:)'. The
// enum needs nothing of the main actor, so it becomes nonisolated with the types that read it, as
// quotio's people wrote all five. ('ProviderQuotaData' alone, as actorfix once proposed, failed:
// "main actor-isolated property 'modelGroup' can not be referenced from a nonisolated context".)

enum AntigravityModelGroup: String, CaseIterable, Identifiable {
    case claude = "Claude"
    case geminiPro = "Gemini Pro"

    var id: String { rawValue }
    var displayName: String { rawValue }

    static func group(for modelName: String) -> AntigravityModelGroup? {
        let name = modelName.lowercased()
        if name.contains("claude") { return .claude }
        if name.contains("gemini") && name.contains("pro") { return .geminiPro }
        return nil
    }
}

struct GroupedModelQuota: Identifiable, Sendable {
    let group: AntigravityModelGroup
    let models: [ModelQuota]
    var id: String { group.id }
    var percentage: Double { models.map(\.percentage).min() ?? 0 }
}

struct ModelQuota: Codable, Identifiable, Sendable {
    let name: String
    let percentage: Double
    let resetTime: String
    var id: String { name }
    var modelGroup: AntigravityModelGroup? { AntigravityModelGroup.group(for: name) }
}

struct ProviderQuotaData: Codable, Sendable {
    var models: [ModelQuota]
    var lastUpdated: Date

    init(models: [ModelQuota] = [], lastUpdated: Date = Date()) {
        self.models = models
        self.lastUpdated = lastUpdated
    }

    var groupedModels: [GroupedModelQuota] {
        var grouped: [AntigravityModelGroup: [ModelQuota]] = [:]
        for model in models {
            guard let group = model.modelGroup else { continue }
            grouped[group, default: []].append(model)
        }
        return AntigravityModelGroup.allCases.compactMap { group in
            guard let models = grouped[group], !models.isEmpty else { return nil }
            return GroupedModelQuota(group: group, models: models)
        }
    }
}

private struct QuotaAPIResponse: Codable, Sendable {
    let models: [String: Double]
}

actor AntigravityQuotaFetcher {
    func fetchQuota(_ data: Data) throws -> ProviderQuotaData {
        let response = try JSONDecoder().decode(QuotaAPIResponse.self, from: data)
        var models: [ModelQuota] = []
        for (name, fraction) in response.models {
            models.append(ModelQuota(name: name, percentage: fraction * 100, resetTime: ""))
        }
        return ProviderQuotaData(models: models, lastUpdated: Date())
    }

    func cache(_ quota: ProviderQuotaData) throws -> Data {
        try JSONEncoder().encode(quota)
    }
}

// A helper that needs the main actor holds its reader back: reported, not changed.
@MainActor var currentTheme = "dark"

enum Palette: String {
    case plain
    static func color(for name: String) -> String { currentTheme + name }
}

struct Badge: Codable {
    var name: String
    var color: String { Palette.color(for: name) }
}

actor BadgeStore {
    func save(_ badge: Badge) throws -> Data { try JSONEncoder().encode(badge) }
}
