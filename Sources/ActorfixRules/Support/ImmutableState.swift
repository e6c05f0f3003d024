import ActorfixIndex
import ActorfixSyntax

/// Whether a class can be plainly `Sendable` as it is: its state cannot change, so the compiler
/// checks the conformance and nothing needs a lock. CircuitBreaker's `Bulkhead` (two queues and a
/// semaphore, all `let`s) hands `self` to `DispatchQueue.async` closures as `[weak self]`: making
/// the class `final` and `Sendable` keeps what those closures do once it is freed, where a capture
/// list of its properties would not.
extension FileContext {
    /// How a class becomes Sendable: nil when it cannot; `addsFinal` when `final` must be written
    /// too (a class nothing of the run subclasses and that is not `open`).
    func immutableSendableClass(_ info: TypeInfo) -> (addsFinal: Bool, isPublic: Bool)? {
        guard info.kind == .class, info.genericParameters.isEmpty, !info.modifiers.contains("open"),
              // A stored `var` or wrapper rules it out at once (most classes have one).
              !info.members.contains(where: { $0.kind == .variable && $0.isStored && !$0.isStatic && (!$0.isLet || !$0.propertyWrappers.isEmpty) }),
              !info.allConformances.contains(where: { FileContext.inheritedName($0) == "Sendable" }), !isDeclaredUncheckedSendable(info),
              // Not one Sendable already, or maybe so, through a protocol (Vapor's `BodyStream:
              // BodyStreamWriter`, which refines Sendable).
              isSendable(info) == false else { return nil }
        if case .globalActor = index.isolation(ofType: info, settings: target).isolation { return nil }
        // No superclass but NSObject (a Sendable class may inherit from nothing else).
        let superclass = SendableClasses.knownSuperclass(of: info, file: self)
        guard superclass.known, superclass.name == nil || superclass.name == "NSObject" else { return nil }
        // Its stored properties, all plain `let`s (above), of Sendable types.
        guard info.members.allSatisfy({ member in
            member.kind != .variable || !member.isStored || member.isStatic || valueType(of: member).flatMap { isSendable(typeNamed: $0, from: info.name) } == true
        }) else { return nil }
        let isFinal = info.modifiers.contains("final")
        if !isFinal, !SendableClasses.subclasses(of: info, file: self).isEmpty { return nil }
        return (!isFinal, info.modifiers.contains("public"))
    }

    /// Whether `sendable-classes` makes the class Sendable this round, because it can be as it is
    /// and its own code hands `self` to a `@Sendable` closure: a closure capturing it is then fine.
    /// Once per class and round (asked by every closure of the class that captures self).
    func becomesSendableForItsClosures(_ info: TypeInfo) -> Bool {
        guard info.kind == .class, options.enabledRules.contains("sendable-classes") else { return false }
        // Asked with the class's own file's settings, as `sendable-classes` decides it there.
        let answers = index.memo("becomes Sendable for its closures") { SharedCache<DeclLocation, Bool>() }
        return answers.value(info.declaration) {
            let owner = context(ofFile: info.declaration.file)
            guard owner.immutableSendableClass(info) != nil else { return false }
            guard SendableClasses.ownSendableClosureCapturingSelf(index.node(info.declaration), file: owner) != nil else { return false }
            var suppressions: [Int: Suppressions] = [:]
            return willEdit("sendable-classes", at: info.declaration, suppressions: &suppressions)
        }
    }
}
