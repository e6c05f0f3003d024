// Generated from Resources/SDK/*.json, the files to edit; do not edit by hand. The test
// `install/shippedKnowledgeMatchesTheJSONFiles` fails when they differ, and with
// ACTORFIX_UPDATE_SHIPPED_SDK=1 in the environment it rewrites this file.

/// The shipped SDK knowledge, compiled into the binary so that one file is the whole install.
enum ShippedSDKKnowledge {
    static let files: [(name: String, json: String)] = [
        ("AVFAudio.json", #"""
{
  "format": 1,
  "module": "AVFAudio",
  "description": "The audio player's delegate. See SOURCES.md.",
  "types": [
    {
      "name": "AVAudioPlayerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "requirements": ["audioPlayerDidFinishPlaying", "audioPlayerDecodeErrorDidOccur", "audioPlayerBeginInterruption", "audioPlayerEndInterruption"],
      "since": "26",
      "note": "@MainActor in the Xcode 26 SDKs; earlier generations are not recorded (no fact: no change)."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("AppIntents.json", #"""
{
  "format": 1,
  "module": "AppIntents",
  "description": "App Intents protocols and value types. See SOURCES.md.",
  "types": [
    {
      "name": "AppIntent",
      "kind": "protocol",
      "sendable": true,
      "since": "26",
      "note": "protocol AppIntent : PersistentlyIdentifiable, _SupportsAppDependencies, Sendable: a conformer is Sendable and, under default main-actor isolation, not main-actor (SE-0466), so its `static var title` is nonisolated global mutable state. Its requirements (`title`, `perform()`, …) are not listed: an isolated async `perform()` is a valid witness. Recorded for the Xcode 26 SDKs only (the current declaration); older SDKs are not recorded, so nothing is assumed there."
    },
    {
      "name": "WidgetConfigurationIntent",
      "kind": "protocol",
      "sendable": true,
      "since": "26",
      "note": "protocol WidgetConfigurationIntent : AppIntent (iOS 17). Recorded for the Xcode 26 SDKs only (the current declaration); older SDKs are not recorded, so nothing is assumed there."
    },
    {
      "name": "ControlConfigurationIntent",
      "kind": "protocol",
      "sendable": true,
      "since": "26",
      "note": "protocol ControlConfigurationIntent : AppIntent (iOS 18). Recorded for the Xcode 26 SDKs only (the current declaration); older SDKs are not recorded, so nothing is assumed there."
    },
    {
      "name": "AppValue",
      "kind": "protocol",
      "sendable": true,
      "since": "26",
      "note": "protocol AppValue : PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable: the base of AppEntity and AppEnum. Recorded for the Xcode 26 SDKs only (the current declaration); older SDKs are not recorded, so nothing is assumed there."
    },
    {
      "name": "AppEntity",
      "kind": "protocol",
      "sendable": true,
      "since": "26",
      "note": "Refines AppValue, so Sendable. Recorded for the Xcode 26 SDKs only (the current declaration); older SDKs are not recorded, so nothing is assumed there."
    },
    {
      "name": "AppEnum",
      "kind": "protocol",
      "sendable": true,
      "since": "26",
      "note": "protocol AppEnum : AppValue, StaticDisplayRepresentable, RawRepresentable, so Sendable. Recorded for the Xcode 26 SDKs only (the current declaration); older SDKs are not recorded, so nothing is assumed there."
    },
    {
      "name": "EntityQuery",
      "kind": "protocol",
      "sendable": true,
      "since": "26",
      "note": "protocol EntityQuery : DynamicOptionsProvider, PersistentlyIdentifiable, Sendable: an entity's query type (`static let defaultQuery = …Query()`) is Sendable and not main-actor under default isolation. Recorded for the Xcode 26 SDKs only."
    },
    {
      "name": "EntityStringQuery",
      "kind": "protocol",
      "sendable": true,
      "since": "26",
      "note": "protocol EntityStringQuery : EntityQuery. Recorded for the Xcode 26 SDKs only."
    },
    {
      "name": "TypeDisplayRepresentation",
      "kind": "struct",
      "sendable": true,
      "since": "26",
      "note": "IceCubesApp (Swift 6, default main-actor isolation, Xcode 26) declares `static let typeDisplayRepresentation: TypeDisplayRepresentation` in its app entities and enums, which are not main-actor (AppValue refines Sendable): that compiles only with a Sendable type. Older SDKs are not recorded."
    },
    {
      "name": "IntentDescription",
      "kind": "struct",
      "sendable": true,
      "since": "26",
      "note": "Apple's documentation of the current SDKs lists Sendable among its conformances; for older SDKs it is not recorded (it holds LocalizedStringResource values, which Apple said in 2023 cannot be Sendable), so nothing is assumed there."
    }
  ]
}

"""#),
        ("AppKit.json", #"""
{
  "format": 1,
  "module": "AppKit",
  "description": "AppKit types are @MainActor. See SOURCES.md.",
  "types": [
    {
      "name": "NSResponder",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "NSView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSResponder"
    },
    {
      "name": "NSViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSResponder"
    },
    {
      "name": "NSWindow",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSResponder"
    },
    {
      "name": "NSWindowController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSResponder"
    },
    {
      "name": "NSApplication",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSResponder"
    },
    {
      "name": "NSControl",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSButton",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSControl"
    },
    {
      "name": "NSTableView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSControl"
    },
    {
      "name": "NSTextField",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSControl"
    },
    {
      "name": "NSApplicationDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "NSWindowDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "NSTableViewDataSource",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "NSTableViewDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "NSTextFieldDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "NSAlert",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "NSMenu",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "NSMenuItem",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "NSStatusBar",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "NSStatusItem",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "NSPanel",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSWindow"
    },
    {
      "name": "NSOpenPanel",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSPanel"
    },
    {
      "name": "NSSavePanel",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSPanel"
    },
    {
      "name": "NSText",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSTextView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSText"
    },
    {
      "name": "NSScrollView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSStackView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSImageView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSControl"
    },
    {
      "name": "NSPopover",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSResponder"
    },
    {
      "name": "NSHostingView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSSplitViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSViewController"
    },
    {
      "name": "NSTabViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSViewController"
    },
    {
      "name": "NSImage",
      "kind": "class",
      "sendable": false,
      "until": "15",
      "note": "The macOS 14 SDK declares `@available(*, unavailable) extension NSImage : @unchecked Sendable`: not Sendable."
    },
    {
      "name": "NSImage",
      "kind": "class",
      "sendable": true,
      "since": "26",
      "note": "Sendable in the 2025 SDKs (a nonisolated `static let x = NSImage(named: …)!` compiles in Swift 6 mode with Xcode 26)."
    },
    {
      "name": "NSColor",
      "kind": "class",
      "sendable": true,
      "since": "26",
      "note": "Sendable in the 2025 SDKs (a nonisolated `static let x = NSColor(named: …)!` compiles in Swift 6 mode with Xcode 26); earlier SDKs unverified."
    },
    {
      "name": "NSOutlineViewDataSource",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "NSOutlineViewDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "NSOutlineView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSTableView"
    },
    {
      "name": "NSTableCellView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSTableRowView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSCollectionView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSCollectionViewItem",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSViewController"
    },
    {
      "name": "NSSplitView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSSearchField",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSTextField"
    },
    {
      "name": "NSPopUpButton",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSButton"
    },
    {
      "name": "NSSegmentedControl",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSControl"
    },
    {
      "name": "NSProgressIndicator",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSClipView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSVisualEffectView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSView"
    },
    {
      "name": "NSToolbar",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "NSToolbarItem",
      "kind": "class",
      "isolation": "MainActor"
    }
  ],
  "globals": [
    {
      "name": "NSApp",
      "isolation": "MainActor",
      "note": "`var NSApp: NSApplication!` is @MainActor in the SDK."
    }
  ]
}

"""#),
        ("ArgumentParser.json", #"""
{
  "format": 1,
  "module": "ArgumentParser",
  "description": "swift-argument-parser (a package, not an SDK): which of its types are Sendable. See SOURCES.md.",
  "types": [
    {
      "name": "CommandConfiguration",
      "kind": "struct",
      "sendable": true,
      "note": "public struct CommandConfiguration: Sendable since swift-argument-parser 1.3.1 (not Sendable in 1.3.0 and earlier): with an older version, update the package, as Whisky's Swift 6 migration did (1.2.3 to 1.5.0), and `static var configuration = CommandConfiguration(…)` becomes `static let`."
    }
  ]
}

"""#),
        ("Combine.json", #"""
{
  "format": 1,
  "module": "Combine",
  "description": "Combine. ObservableObject is not isolated; its objects usually live on the main actor.",
  "types": [
    {
      "name": "ObservableObject",
      "kind": "protocol",
      "note": "Not isolated: conforming classes are nonisolated unless annotated."
    }
  ],
  "propertyWrappers": [
    {
      "name": "Published",
      "note": "wrappedValue is not isolated"
    }
  ]
}

"""#),
        ("Concurrency.json", #"""
{
  "format": 1,
  "module": "_Concurrency",
  "description": "Swift concurrency library. See SOURCES.md.",
  "types": [
    {
      "name": "MainActor",
      "kind": "actor",
      "isolation": "MainActor",
      "sendable": true,
      "note": "The main actor is a global actor."
    },
    {
      "name": "Task",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "TaskGroup",
      "kind": "struct"
    },
    {
      "name": "ThrowingTaskGroup",
      "kind": "struct"
    },
    {
      "name": "TaskPriority",
      "kind": "struct",
      "sendable": true
    }
  ],
  "sendableClosureParameters": [
    {
      "function": "init",
      "labels": [
        "name",
        "priority",
        "executorPreference",
        "operation"
      ],
      "parameter": "operation",
      "receiver": "Task",
      "inheritsActorContext": true,
      "note": "Task { } inherits the caller's actor (@_inheritActorContext); `sending` since SE-0430."
    },
    {
      "function": "detached",
      "labels": [
        "name",
        "priority",
        "executorPreference",
        "operation"
      ],
      "parameter": "operation",
      "sending": true,
      "receiver": "Task",
      "isStatic": true,
      "note": "`sending @isolated(any)` since SE-0430, @Sendable before: runs off the caller's actor."
    },
    {
      "function": "addTask",
      "labels": [
        "name",
        "executorPreference",
        "priority",
        "operation"
      ],
      "parameter": "operation",
      "sending": true,
      "receiver": "TaskGroup"
    },
    {
      "function": "addTask",
      "labels": [
        "name",
        "executorPreference",
        "priority",
        "operation"
      ],
      "parameter": "operation",
      "sending": true,
      "receiver": "ThrowingTaskGroup"
    },
    {
      "function": "addTask",
      "labels": [
        "name",
        "executorPreference",
        "priority",
        "operation"
      ],
      "parameter": "operation",
      "sending": true,
      "receiver": "DiscardingTaskGroup"
    },
    {
      "function": "addTaskUnlessCancelled",
      "labels": [
        "name",
        "executorPreference",
        "priority",
        "operation"
      ],
      "parameter": "operation",
      "sending": true,
      "receiver": "TaskGroup"
    },
    {
      "function": "addTaskUnlessCancelled",
      "labels": [
        "name",
        "executorPreference",
        "priority",
        "operation"
      ],
      "parameter": "operation",
      "sending": true,
      "receiver": "ThrowingTaskGroup"
    },
    {
      "function": "withTaskCancellationHandler",
      "labels": ["operation", "onCancel", "isolation"],
      "parameter": "onCancel",
      "note": "`onCancel handler: @Sendable () -> Void` in the Swift 6 standard library (and `@Sendable` before): it runs on the task cancelling, concurrently with the operation."
    }
  ]
}

"""#),
        ("CoreData.json", #"""
{
  "format": 1,
  "module": "CoreData",
  "description": "The fetched results controller's delegate. See SOURCES.md.",
  "types": [
    {
      "name": "NSFetchedResultsControllerDelegate",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["controller", "controllerWillChangeContent", "controllerDidChangeContent"],
      "callbackThread": "contextQueue",
      "note": "Not annotated (NSFetchedResultsControllerDelegate : NSObjectProtocol); called on the queue of the managed object context the controller fetches from, the main queue only for a main-queue context."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("CoreLocation.json", #"""
{
  "format": 1,
  "module": "CoreLocation",
  "description": "The location manager's delegate. See SOURCES.md.",
  "types": [
    {
      "name": "CLLocationManagerDelegate",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["locationManager", "locationManagerDidChangeAuthorization", "locationManagerDidPauseLocationUpdates", "locationManagerDidResumeLocationUpdates", "locationManagerShouldDisplayHeadingCalibration"],
      "callbackThread": "startingThread",
      "note": "Not annotated; called on the thread that started the location service, which needs a run loop."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("Dispatch.json", #"""
{
  "format": 1,
  "module": "Dispatch",
  "description": "Dispatch. See SOURCES.md.",
  "types": [
    {
      "name": "DispatchQueue",
      "kind": "class",
      "sendable": true
    },
    {
      "name": "DispatchSemaphore",
      "kind": "class",
      "sendable": true
    },
    {
      "name": "DispatchGroup",
      "kind": "class",
      "sendable": true
    },
    {
      "name": "DispatchSpecificKey",
      "kind": "class",
      "sendable": true
    },
    {
      "name": "DispatchTime",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "DispatchWallTime",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "DispatchQoS",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "DispatchTimeInterval",
      "kind": "enum",
      "sendable": true
    }
  ],
  "sendableClosureParameters": [
    {
      "function": "async",
      "labels": [
        "group",
        "qos",
        "flags",
        "execute"
      ],
      "parameter": "execute",
      "receiver": "DispatchQueue",
      "condition": "nonMainReceiver",
      "note": "@Sendable work item; on DispatchQueue.main the compiler treats the closure as @MainActor, so the fact does not apply there."
    },
    {
      "function": "asyncAfter",
      "labels": [
        "deadline",
        "qos",
        "flags",
        "execute"
      ],
      "parameter": "execute",
      "receiver": "DispatchQueue",
      "condition": "nonMainReceiver",
      "note": "as async"
    },
    {
      "function": "concurrentPerform",
      "labels": [
        "iterations",
        "execute"
      ],
      "parameter": "execute",
      "receiver": "DispatchQueue",
      "isStatic": true
    }
  ]
}

"""#),
        ("Foundation.json", #"""
{
  "format": 1,
  "module": "Foundation",
  "description": "Foundation value types that are Sendable, and @Sendable callbacks. See SOURCES.md.",
  "types": [
    {
      "name": "URL",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Data",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Date",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "UUID",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Decimal",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "IndexPath",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "IndexSet",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "CharacterSet",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Locale",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "TimeZone",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Calendar",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "DateComponents",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "URLRequest",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "NSObjectProtocol",
      "kind": "protocol",
      "sendable": false,
      "note": "Does not refine Sendable: `any NSObjectProtocol` (what NotificationCenter.addObserver(forName:object:queue:using:) returns) is not Sendable (swiftc 6.3.1: \"cannot access property 'observer' with a non-Sendable type '(any NSObjectProtocol)?' from nonisolated deinit\")."
    },
    {
      "name": "URLSession",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "URLSessionTask",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "URLSessionDataTask",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "URLSessionDownloadTask",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "URLSessionUploadTask",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "URLSessionStreamTask",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "URLSessionWebSocketTask",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "URLSessionConfiguration",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "URLResponse",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "HTTPURLResponse",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in Apple's SDKs since the 2022 ones and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "URLComponents",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Measurement",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "CGFloat",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "CGSize",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "CGPoint",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "CGRect",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "CGVector",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "CGAffineTransform",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "TimeInterval",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "DateInterval",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "LocalizedStringResource",
      "kind": "struct",
      "sendable": true,
      "since": "26",
      "note": "Sendable in the Xcode 26 SDKs: Apple's own `static let title: LocalizedStringResource` (RunSystemShortcutIntent) and its ControlConfigurationIntent sample, and IceCubesApp (Swift 6, default main-actor isolation, Xcode 26), whose App Intents (not main-actor: AppIntent refines Sendable) declare `static let title: LocalizedStringResource`, which compiles only with a Sendable type. An Apple engineer wrote in 2023 that it was not Sendable (developer.apple.com/forums/thread/732362): older SDKs are not recorded."
    },
    {
      "name": "AttributedString",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "NSLock",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in the Apple SDKs since Xcode 14 (iOS 16, Swift 5.7) and in swift-corelibs-foundation since 2024."
    },
    {
      "name": "NSRecursiveLock",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in the Apple SDKs since Xcode 14 (iOS 16, Swift 5.7) and in swift-corelibs-foundation since 2024."
    },
    {
      "name": "NSCondition",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in the Apple SDKs since Xcode 14 (iOS 16, Swift 5.7) and in swift-corelibs-foundation since 2024."
    },
    {
      "name": "NSConditionLock",
      "kind": "class",
      "sendable": true,
      "note": "@unchecked Sendable in the Apple SDKs since Xcode 14 (iOS 16, Swift 5.7) and in swift-corelibs-foundation since 2024."
    },
    {
      "name": "NSRegularExpression",
      "kind": "class",
      "sendable": true,
      "since": "16",
      "note": "Immutable and Sendable in swift-corelibs-foundation and the Apple SDKs since the 2024 ones at least; earlier generations are not recorded."
    },
    {
      "name": "Formatter",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "DateFormatter",
      "kind": "class",
      "sendable": true,
      "since": "26",
      "note": "open class DateFormatter : Formatter, @unchecked Sendable in the Apple SDKs (Swift Forums 73919, Xcode 16 beta 5); NetNewsWire's RSCore (Swift 6 mode, Xcode 26) declares `static let logTimestamp: DateFormatter` in a nonisolated extension. Reported non-Sendable with the iOS 18.4 beta SDK (GRDB), so earlier generations are taken as varying."
    },
    {
      "name": "DateFormatter",
      "kind": "class",
      "sendableVaries": true,
      "until": "16",
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "ISO8601DateFormatter",
      "kind": "class",
      "sendable": false,
      "note": "Not Sendable on either platform: explicitly so in the Apple SDKs (forums.swift.org/t/73919, Xcode 16 beta 5: DateFormatter is @unchecked Sendable, ISO8601DateFormatter is not), and in swift-corelibs-foundation (checked with swiftc 6.3.1 on Linux)."
    },
    {
      "name": "NumberFormatter",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "ByteCountFormatter",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "DateComponentsFormatter",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "DateIntervalFormatter",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "MeasurementFormatter",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "PersonNameComponentsFormatter",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "RelativeDateTimeFormatter",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "ListFormatter",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "JSONEncoder",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "JSONDecoder",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "PropertyListEncoder",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "PropertyListDecoder",
      "kind": "class",
      "sendableVaries": true,
      "note": "A class: method calls and member writes through a variable holding one leave the variable as it is. Its Sendability differs between platforms (swift-corelibs-foundation with Swift 6.3.1: DateFormatter, NumberFormatter, DateIntervalFormatter, PersonNameComponentsFormatter and the coders are Sendable, the other formatters not) and is not recorded for Apple's SDK generations, so not assumed either way."
    },
    {
      "name": "NSFilePresenter",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["presentedItemURL", "presentedItemOperationQueue", "primaryPresentedItemURL", "relinquishPresentedItem", "savePresentedItemChanges", "accommodatePresentedItemDeletion", "accommodatePresentedItemEviction", "presentedItemDidMove", "presentedItemDidChange", "presentedItemDidChangeUbiquityAttributes", "observedPresentedItemUbiquityAttributes", "presentedItemDidGain", "presentedItemDidLose", "presentedItemDidResolveConflict", "presentedSubitem", "accommodatePresentedSubitemDeletion", "presentedSubitemDidAppear", "presentedSubitemDidChange"],
      "callbackThread": "delegateQueue",
      "note": "Not annotated (protocol NSFilePresenter : NSObjectProtocol); its methods are invoked on the presentedItemOperationQueue the presenter provides."
    },
    {
      "name": "URLSessionDelegate",
      "kind": "protocol",
      "sendable": true,
      "objcProtocol": true,
      "requirements": ["urlSession", "urlSessionDidFinishEvents"],
      "callbackThread": "delegateQueue",
      "note": "Not isolated (it refines Sendable in the current SDKs); called on the session's delegateQueue, the main queue only when the session was made with delegateQueue: .main."
    },
    {
      "name": "URLSessionTaskDelegate",
      "kind": "protocol",
      "sendable": true,
      "objcProtocol": true,
      "requirements": ["urlSession", "urlSessionDidFinishEvents"],
      "callbackThread": "delegateQueue",
      "note": "Not isolated (it refines Sendable in the current SDKs); called on the session's delegateQueue, the main queue only when the session was made with delegateQueue: .main."
    },
    {
      "name": "URLSessionDataDelegate",
      "kind": "protocol",
      "sendable": true,
      "objcProtocol": true,
      "requirements": ["urlSession", "urlSessionDidFinishEvents"],
      "callbackThread": "delegateQueue",
      "note": "Not isolated (it refines Sendable in the current SDKs); called on the session's delegateQueue, the main queue only when the session was made with delegateQueue: .main."
    },
    {
      "name": "URLSessionDownloadDelegate",
      "kind": "protocol",
      "sendable": true,
      "objcProtocol": true,
      "requirements": ["urlSession", "urlSessionDidFinishEvents"],
      "callbackThread": "delegateQueue",
      "note": "Not isolated (it refines Sendable in the current SDKs); called on the session's delegateQueue, the main queue only when the session was made with delegateQueue: .main."
    },
    {
      "name": "Notification.Name",
      "kind": "struct",
      "sendable": true,
      "note": "NSNotification.Name, a string wrapper: Sendable. Nested facts are matched by their whole name (`extension Notification.Name { static let … }`)."
    },
    {
      "name": "NSNotification.Name",
      "kind": "struct",
      "sendable": true,
      "note": "The same type as Notification.Name."
    },
    {
      "name": "Notification",
      "kind": "struct",
      "sendableVaries": true,
      "note": "Its Sendability differs between platforms or SDK generations (swift-corelibs-foundation with Swift 6.3.1: not Sendable) and is not recorded for Apple's SDK generations, so not assumed either way; known not to be isolated, so statics that extensions add to it are examined."
    },
    {
      "name": "NotificationCenter",
      "kind": "class",
      "sendableVaries": true,
      "note": "Its Sendability differs between platforms or SDK generations (swift-corelibs-foundation with Swift 6.3.1: Sendable) and is not recorded for Apple's SDK generations, so not assumed either way; known not to be isolated, so statics that extensions add to it are examined."
    },
    {
      "name": "Bundle",
      "kind": "class",
      "sendableVaries": true,
      "note": "Its Sendability differs between platforms or SDK generations (swift-corelibs-foundation with Swift 6.3.1: Sendable) and is not recorded for Apple's SDK generations, so not assumed either way; known not to be isolated, so statics that extensions add to it are examined."
    },
    {
      "name": "UserDefaults",
      "kind": "class",
      "sendableVaries": true,
      "note": "Its Sendability differs between platforms or SDK generations (swift-corelibs-foundation with Swift 6.3.1: not Sendable) and is not recorded for Apple's SDK generations, so not assumed either way; known not to be isolated, so statics that extensions add to it are examined."
    },
    {
      "name": "ProcessInfo",
      "kind": "class",
      "sendableVaries": true,
      "note": "Its Sendability differs between platforms or SDK generations (swift-corelibs-foundation with Swift 6.3.1: Sendable) and is not recorded for Apple's SDK generations, so not assumed either way; known not to be isolated, so statics that extensions add to it are examined."
    },
    {
      "name": "FileManager",
      "kind": "class",
      "sendableVaries": true,
      "note": "Its Sendability differs between platforms or SDK generations (swift-corelibs-foundation with Swift 6.3.1: Sendable) and is not recorded for Apple's SDK generations, so not assumed either way; known not to be isolated, so statics that extensions add to it are examined."
    },
    {
      "name": "OperationQueue",
      "kind": "class",
      "sendableVaries": true,
      "note": "Its Sendability differs between platforms or SDK generations (swift-corelibs-foundation with Swift 6.3.1: Sendable) and is not recorded for Apple's SDK generations, so not assumed either way; known not to be isolated, so statics that extensions add to it are examined."
    },
    {
      "name": "JSONDecoder.DateDecodingStrategy",
      "kind": "enum",
      "sendable": true,
      "note": "Sendable in the Swift overlay (its closures are @Sendable); checked with swiftc 6.3.1 on Linux."
    },
    {
      "name": "JSONDecoder.KeyDecodingStrategy",
      "kind": "enum",
      "sendable": true,
      "note": "Sendable in the Swift overlay (its closures are @Sendable); checked with swiftc 6.3.1 on Linux."
    },
    {
      "name": "JSONDecoder.DataDecodingStrategy",
      "kind": "enum",
      "sendable": true,
      "note": "Sendable in the Swift overlay (its closures are @Sendable); checked with swiftc 6.3.1 on Linux."
    },
    {
      "name": "JSONDecoder.NonConformingFloatDecodingStrategy",
      "kind": "enum",
      "sendable": true,
      "note": "Sendable in the Swift overlay (its closures are @Sendable); checked with swiftc 6.3.1 on Linux."
    },
    {
      "name": "JSONEncoder.DateEncodingStrategy",
      "kind": "enum",
      "sendable": true,
      "note": "Sendable in the Swift overlay (its closures are @Sendable); checked with swiftc 6.3.1 on Linux."
    },
    {
      "name": "JSONEncoder.KeyEncodingStrategy",
      "kind": "enum",
      "sendable": true,
      "note": "Sendable in the Swift overlay (its closures are @Sendable); checked with swiftc 6.3.1 on Linux."
    },
    {
      "name": "JSONEncoder.DataEncodingStrategy",
      "kind": "enum",
      "sendable": true,
      "note": "Sendable in the Swift overlay (its closures are @Sendable); checked with swiftc 6.3.1 on Linux."
    },
    {
      "name": "JSONEncoder.OutputFormatting",
      "kind": "struct",
      "sendable": true,
      "note": "Sendable in the Swift overlay (its closures are @Sendable); checked with swiftc 6.3.1 on Linux."
    },
    {
      "name": "Calendar.Identifier",
      "kind": "enum",
      "sendable": true,
      "note": "Sendable in the Swift overlay (its closures are @Sendable); checked with swiftc 6.3.1 on Linux."
    }
  ],
  "sendableClosureParameters": [
    {
      "function": "addObserver",
      "labels": [
        "forName",
        "object",
        "queue",
        "using"
      ],
      "parameter": "using",
      "receiver": "NotificationCenter",
      "note": "using block: @escaping @Sendable (Notification) -> Void"
    },
    {
      "function": "dataTask",
      "labels": [
        "with",
        "completionHandler"
      ],
      "parameter": "completionHandler",
      "receiver": "URLSession",
      "note": "@Sendable completion handler"
    },
    {
      "function": "init",
      "labels": [
        "block"
      ],
      "parameter": "block",
      "receiver": "Thread",
      "note": "convenience init(block: @escaping @Sendable () -> Void): the block runs on the new thread (Factory's tests)."
    },
    {
      "function": "detachNewThread",
      "labels": [
        "_"
      ],
      "parameter": "_",
      "receiver": "Thread",
      "isStatic": true,
      "note": "class func detachNewThread(_ block: @escaping @Sendable () -> Void)"
    },
    {
      "function": "scheduledTimer",
      "labels": ["withTimeInterval", "repeats", "block"],
      "parameter": "block",
      "receiver": "Timer",
      "isStatic": true,
      "callbackThread": "startingThread",
      "since": "16",
      "note": "class func scheduledTimer(withTimeInterval:repeats:block: @escaping @Sendable (Timer) -> Void) -> Timer. The timer fires on the run loop of the scheduling thread: main-actor-callbacks wraps a block scheduled from main-actor code in MainActor.assumeIsolated. Apple's current declaration (developer.apple.com/documentation/foundation/timer); the Xcode 16 SDKs report \"capture of 'timer' with non-Sendable type 'Timer' in a @Sendable closure\" in such a block (jonataslaw/VideoCompress issue 276, September 2024); swift-corelibs-foundation declares it @Sendable too (swiftc 6.3.1). Not recorded for the Xcode 15 SDKs."
    },
    {
      "function": "init",
      "labels": ["timeInterval", "repeats", "block"],
      "parameter": "block",
      "receiver": "Timer",
      "since": "16",
      "note": "init(timeInterval:repeats:block: @escaping @Sendable (Timer) -> Void): the run loop it is added to decides where it fires. Apple's current declaration (developer.apple.com/documentation/foundation/timer); the Xcode 16 SDKs report \"capture of 'timer' with non-Sendable type 'Timer' in a @Sendable closure\" in such a block (jonataslaw/VideoCompress issue 276, September 2024); swift-corelibs-foundation declares it @Sendable too (swiftc 6.3.1). Not recorded for the Xcode 15 SDKs."
    },
    {
      "function": "init",
      "labels": ["fire", "interval", "repeats", "block"],
      "parameter": "block",
      "receiver": "Timer",
      "since": "16",
      "note": "convenience init(fire:interval:repeats:block: @escaping @Sendable (Timer) -> Void). Apple's current declaration (developer.apple.com/documentation/foundation/timer); the Xcode 16 SDKs report \"capture of 'timer' with non-Sendable type 'Timer' in a @Sendable closure\" in such a block (jonataslaw/VideoCompress issue 276, September 2024); swift-corelibs-foundation declares it @Sendable too (swiftc 6.3.1). Not recorded for the Xcode 15 SDKs."
    }
  ]
}

"""#),
        ("GameKit.json", #"""
{
  "format": 1,
  "module": "GameKit",
  "description": "The Game Center dashboard's delegate. See SOURCES.md.",
  "types": [
    {
      "name": "GKGameCenterControllerDelegate",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["gameCenterViewControllerDidFinish"],
      "callbackThread": "main",
      "note": "Not annotated (GKGameCenterControllerDelegate : NSObjectProtocol); called by GKGameCenterViewController, a main-thread view controller, when the player dismisses the dashboard."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("MessageUI.json", #"""
{
  "format": 1,
  "module": "MessageUI",
  "description": "Mail and message compose controllers and their delegates. See SOURCES.md.",
  "types": [
    {
      "name": "MFMailComposeViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UINavigationController"
    },
    {
      "name": "MFMailComposeResult",
      "kind": "enum",
      "sendable": true,
      "note": "An NS_ENUM: imported C enums are Sendable."
    },
    {
      "name": "MFMailComposeViewControllerDelegate",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["mailComposeController"],
      "callbackThread": "main",
      "note": "Not annotated; called by MFMailComposeViewController, a main-actor view controller."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("NetworkExtension.json", #"""
{
  "format": 1,
  "module": "NetworkExtension",
  "description": "Network extension providers: not isolated, called by the system off the main thread. See SOURCES.md.",
  "types": [
    { "name": "NEProvider", "kind": "class", "superclass": "NSObject",
      "note": "Not annotated in the SDK: a provider runs in its extension's process and the system calls its methods (startTunnel, stopTunnel, handleAppMessage, sleep, wake) on a queue of its own, not the main thread. An override keeps that isolation: what it calls synchronously cannot become main-actor." },
    { "name": "NETunnelProvider", "kind": "class", "superclass": "NEProvider" },
    { "name": "NEPacketTunnelProvider", "kind": "class", "superclass": "NETunnelProvider" },
    { "name": "NEAppProxyProvider", "kind": "class", "superclass": "NETunnelProvider" },
    { "name": "NEDNSProxyProvider", "kind": "class", "superclass": "NEProvider" },
    { "name": "NEFilterProvider", "kind": "class", "superclass": "NEProvider" },
    { "name": "NEFilterDataProvider", "kind": "class", "superclass": "NEFilterProvider" },
    { "name": "NEFilterControlProvider", "kind": "class", "superclass": "NEFilterProvider" },
    { "name": "NEFilterPacketProvider", "kind": "class", "superclass": "NEFilterProvider" }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("PhotosUI.json", #"""
{
  "format": 1,
  "module": "PhotosUI",
  "description": "The photo picker's delegate. See SOURCES.md.",
  "types": [
    {
      "name": "PHPickerViewControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "requirements": ["picker"],
      "since": "26",
      "note": "@MainActor @preconcurrency in the Xcode 26 SDKs; earlier generations are not recorded (no fact: no change)."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("QuickLook.json", #"""
{
  "format": 1,
  "module": "QuickLook",
  "description": "QLPreviewController's data source and delegate. See SOURCES.md.",
  "types": [
    {
      "name": "QLPreviewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "QLPreviewControllerDataSource",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["numberOfPreviewItems", "previewController"],
      "callbackThread": "main",
      "until": "16",
      "note": "Not annotated until the 2024 SDKs; called by QLPreviewController, a main-actor view controller."
    },
    {
      "name": "QLPreviewControllerDataSource",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "requirements": ["numberOfPreviewItems", "previewController"],
      "callbackThread": "main",
      "since": "26",
      "note": "@MainActor since the Xcode 26 SDKs."
    },
    {
      "name": "QLPreviewControllerDelegate",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["previewControllerWillDismiss", "previewControllerDidDismiss", "previewController"],
      "callbackThread": "main",
      "note": "Not annotated; called by QLPreviewController, a main-actor view controller."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("StoreKit.json", #"""
{
  "format": 1,
  "module": "StoreKit",
  "description": "StoreKit 1's transaction observer. See SOURCES.md.",
  "types": [
    {
      "name": "SKPaymentTransactionObserver",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["paymentQueue", "paymentQueueRestoreCompletedTransactionsFinished", "paymentQueueDidChangeStorefront"],
      "callbackThread": "unspecified",
      "note": "Not annotated (SKPaymentTransactionObserver : NSObjectProtocol; deprecated in the 2024 SDKs for StoreKit 2's Transaction.updates); the payment queue's thread is not documented."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("Swift.json", #"""
{
  "format": 1,
  "module": "Swift",
  "description": "Standard library types that are Sendable.",
  "types": [
    {
      "name": "Int",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Int8",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Int16",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Int32",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Int64",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "UInt",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "UInt8",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "UInt16",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "UInt32",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "UInt64",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Double",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Float",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Bool",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "String",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Character",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Substring",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Duration",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "ObjectIdentifier",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "StaticString",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Range",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "ClosedRange",
      "kind": "struct",
      "sendable": true
    }
  ]
}

"""#),
        ("SwiftUI.json", #"""
{
  "format": 1,
  "module": "SwiftUI",
  "description": "SwiftUI isolation facts per SDK generation (Xcode 15, 16, 26). See SOURCES.md.",
  "types": [
    {
      "name": "View",
      "kind": "protocol",
      "memberIsolation": {
        "body": "MainActor"
      },
      "until": "15",
      "note": "Before the 2024 SDKs only these requirements are @MainActor."
    },
    {
      "name": "View",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "since": "16",
      "note": "@MainActor @preconcurrency since the 2024 SDKs (Xcode 16)."
    },
    {
      "name": "App",
      "kind": "protocol",
      "memberIsolation": {
        "body": "MainActor",
        "init": "MainActor"
      },
      "until": "15",
      "note": "Before the 2024 SDKs only these requirements are @MainActor."
    },
    {
      "name": "App",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "since": "16",
      "note": "@MainActor @preconcurrency since the 2024 SDKs (Xcode 16)."
    },
    {
      "name": "Scene",
      "kind": "protocol",
      "memberIsolation": {
        "body": "MainActor"
      },
      "until": "15",
      "note": "Before the 2024 SDKs only these requirements are @MainActor."
    },
    {
      "name": "Scene",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "since": "16",
      "note": "@MainActor @preconcurrency since the 2024 SDKs (Xcode 16)."
    },
    {
      "name": "Commands",
      "kind": "protocol",
      "memberIsolation": {
        "body": "MainActor"
      },
      "until": "15",
      "note": "Menu commands. Before the 2024 SDKs only body is @MainActor."
    },
    {
      "name": "Commands",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "since": "16",
      "note": "@MainActor @preconcurrency since the 2024 SDKs (Xcode 16), as View and Scene."
    },
    {
      "name": "ViewModifier",
      "kind": "protocol",
      "memberIsolation": {
        "body": "MainActor"
      },
      "until": "15",
      "note": "Before the 2024 SDKs only these requirements are @MainActor."
    },
    {
      "name": "ViewModifier",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "since": "16",
      "note": "@MainActor @preconcurrency since the 2024 SDKs (Xcode 16)."
    },
    {
      "name": "DropDelegate",
      "kind": "protocol",
      "memberIsolation": {
        "validateDrop": "MainActor",
        "performDrop": "MainActor",
        "dropEntered": "MainActor",
        "dropUpdated": "MainActor",
        "dropExited": "MainActor"
      },
      "until": "15",
      "note": "SwiftUI's drop delegate: its requirements are @MainActor in the 2023 SDKs."
    },
    {
      "name": "DropDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "since": "16",
      "note": "@MainActor @preconcurrency since the 2024 SDKs (Xcode 16), as View (MarkerData's QueueModel conforms)."
    },
    {
      "name": "UIViewRepresentable",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "note": "@MainActor(unsafe) in the 2023 SDKs, @MainActor @preconcurrency since 2024."
    },
    {
      "name": "UIViewControllerRepresentable",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "note": "@MainActor(unsafe) in the 2023 SDKs, @MainActor @preconcurrency since 2024."
    },
    {
      "name": "NSViewRepresentable",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "note": "@MainActor(unsafe) in the 2023 SDKs, @MainActor @preconcurrency since 2024."
    },
    {
      "name": "NSViewControllerRepresentable",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "note": "@MainActor(unsafe) in the 2023 SDKs, @MainActor @preconcurrency since 2024."
    },
    {
      "name": "PasteButton",
      "kind": "struct",
      "isolation": "MainActor",
      "note": "PasteButton itself is @MainActor; its initializer cannot run in a nonisolated context."
    },
    {
      "name": "Shape",
      "kind": "protocol",
      "sendable": true,
      "note": "Shape refines Sendable and Animatable; path(in:) is nonisolated and may run off the main thread."
    },
    {
      "name": "Layout",
      "kind": "protocol",
      "note": "Layout requirements are nonisolated and may run off the main thread."
    },
    {
      "name": "Animatable",
      "kind": "protocol"
    },
    {
      "name": "VisualEffect",
      "kind": "protocol",
      "sendable": true
    },
    {
      "name": "EmptyVisualEffect",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Color",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "State",
      "kind": "struct",
      "sendable": false,
      "note": "Not Sendable: a non-isolated view struct with @State is not Sendable (\"capture of 'self' with non-Sendable type\")."
    },
    {
      "name": "StateObject",
      "kind": "struct",
      "sendable": false
    },
    {
      "name": "ObservedObject",
      "kind": "struct",
      "sendable": false
    },
    {
      "name": "EnvironmentObject",
      "kind": "struct",
      "sendable": false
    },
    {
      "name": "Font",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "Angle",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "UnitPoint",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "EdgeInsets",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "LocalizedStringKey",
      "kind": "struct",
      "sendable": true
    },
    {
      "name": "UIHostingController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "NSHostingController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSViewController"
    },
    {
      "name": "PreviewProvider",
      "kind": "protocol",
      "isolation": "MainActor",
      "preconcurrency": true,
      "since": "16",
      "note": "@MainActor @preconcurrency in the 2024 SDKs: clean-architecture-swiftui's Swift 6 migration (Xcode 16, complete checking) left every `static var previews` building views unannotated."
    },
    {
      "name": "DynamicProperty",
      "kind": "protocol",
      "requirements": ["update"],
      "note": "Not isolated, nor is its requirement `mutating func update()`, which SwiftUI calls before it recomputes a view's body: a @MainActor witness does not satisfy it. liveview-client-swiftui's Swift 6 migration (Xcode 16) conformed its main-actor property wrappers with `@preconcurrency DynamicProperty`."
    }
  ],
  "propertyWrappers": [
    {
      "name": "StateObject",
      "wrappedValueIsolation": "MainActor",
      "note": "wrappedValue and projectedValue are @MainActor (the 2023 SDK spelled it @MainActor(unsafe)); SE-0401"
    },
    {
      "name": "ObservedObject",
      "wrappedValueIsolation": "MainActor",
      "note": "as StateObject"
    },
    {
      "name": "EnvironmentObject",
      "wrappedValueIsolation": "MainActor",
      "note": "as StateObject"
    },
    {
      "name": "State",
      "note": "wrappedValue is not isolated"
    },
    {
      "name": "Binding",
      "note": "wrappedValue is not isolated"
    },
    {
      "name": "Environment",
      "note": "wrappedValue is not isolated"
    }
  ],
  "sendableClosureParameters": [
    {
      "function": "visualEffect",
      "labels": [
        "_"
      ],
      "parameter": "_",
      "receiver": "View",
      "note": "@escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect; runs off the main thread."
    },
    {
      "function": "onGeometryChange",
      "labels": [
        "for",
        "of",
        "action"
      ],
      "parameter": "of",
      "receiver": "View",
      "note": "The `of` transform is @Sendable; `action` is not."
    },
    {
      "function": "task",
      "labels": [
        "priority",
        "_"
      ],
      "parameter": "_",
      "receiver": "View",
      "inheritsActorContext": true,
      "note": "@_inheritActorContext @Sendable: runs on the view's actor."
    },
    {
      "function": "task",
      "labels": [
        "id",
        "priority",
        "_"
      ],
      "parameter": "_",
      "receiver": "View",
      "inheritsActorContext": true,
      "note": "as task(priority:_:)"
    }
  ],
  "offMainRequirements": [
    {
      "protocol": "Shape",
      "requirements": [
        "path(in:)",
        "sizeThatFits(_:)"
      ],
      "note": "WWDC25 'Explore concurrency in SwiftUI': SwiftUI may call these on a background thread."
    },
    {
      "protocol": "Layout",
      "requirements": [
        "sizeThatFits(proposal:subviews:cache:)",
        "placeSubviews(in:proposal:subviews:cache:)",
        "makeCache(subviews:)",
        "updateCache(_:subviews:)",
        "spacing(subviews:cache:)",
        "explicitAlignment(of:in:proposal:subviews:cache:)"
      ]
    },
    {
      "protocol": "Animatable",
      "requirements": [
        "animatableData"
      ]
    }
  ]
}

"""#),
        ("UIKit.json", #"""
{
  "format": 1,
  "module": "UIKit",
  "description": "UIKit types are @MainActor. See SOURCES.md.",
  "types": [
    {
      "name": "UIResponder",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UIView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIResponder"
    },
    {
      "name": "UIViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIResponder"
    },
    {
      "name": "UIApplication",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIResponder"
    },
    {
      "name": "UIWindow",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIControl",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIButton",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIControl"
    },
    {
      "name": "UILabel",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIImageView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIScrollView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UITableView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIScrollView"
    },
    {
      "name": "UICollectionView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIScrollView"
    },
    {
      "name": "UITableViewCell",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UICollectionReusableView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UICollectionViewCell",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UICollectionReusableView"
    },
    {
      "name": "UINavigationController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UITabBarController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UITableViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UICollectionViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIScene",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIResponder"
    },
    {
      "name": "UIWindowScene",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIScene"
    },
    {
      "name": "UIGestureRecognizer",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UITextField",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIControl"
    },
    {
      "name": "UITextView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIScrollView"
    },
    {
      "name": "UIApplicationDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UISceneDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIWindowSceneDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UITableViewDataSource",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIDocumentPickerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "requirements": ["documentPicker", "documentPickerWasCancelled"],
      "callbackThread": "main",
      "note": "@MainActor like UIKit's other delegate protocols."
    },
    {
      "name": "UITableViewDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UICollectionViewDataSource",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UICollectionViewDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UITextFieldDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIScrollViewDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIGestureRecognizerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UINavigationControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIScreen",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UIDevice",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UIStoryboard",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSObject",
      "note": "NS_SWIFT_UI_ACTOR in UIStoryboard.h: making a storyboard and instantiating its view controllers is main-actor code (essential-feed's composers)."
    },
    {
      "name": "UIAlertController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIActivityViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIStackView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIImagePickerController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UINavigationController"
    },
    {
      "name": "UIBarButtonItem",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UIImpactFeedbackGenerator",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UINotificationFeedbackGenerator",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UISelectionFeedbackGenerator",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UISearchController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIPageViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UISplitViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIRefreshControl",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIControl"
    },
    {
      "name": "UISwitch",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIControl"
    },
    {
      "name": "UISlider",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIControl"
    },
    {
      "name": "UISegmentedControl",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIControl"
    },
    {
      "name": "UIProgressView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIActivityIndicatorView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIVisualEffectView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIImage",
      "kind": "class",
      "sendable": true,
      "note": "UIImage conforms to Sendable (@unchecked) in the UIKit interfaces of the 2023 SDKs and later."
    },
    {
      "name": "UIColor",
      "kind": "class",
      "sendable": true,
      "since": "26",
      "note": "Sendable in the 2025 SDKs (a nonisolated `static let x = UIColor(named: …)!` compiles in Swift 6 mode with Xcode 26); earlier SDKs unverified."
    },
    {
      "name": "UITextViewDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UISearchBarDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UISearchResultsUpdating",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UISearchControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIPickerViewDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIPickerViewDataSource",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIPopoverPresentationControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIAdaptivePresentationControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIViewControllerTransitioningDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UICollectionViewDelegateFlowLayout",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UITableViewDataSourcePrefetching",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UICollectionViewDataSourcePrefetching",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIContextMenuInteractionDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UITabBarControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIPageViewControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIPageViewControllerDataSource",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UISplitViewControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIImagePickerControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIColorPickerViewControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIFontPickerViewControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UITableViewDragDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UITableViewDropDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UICollectionViewDragDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UICollectionViewDropDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "NSLayoutConstraint",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "NSLayoutAnchor",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "NSLayoutXAxisAnchor",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSLayoutAnchor"
    },
    {
      "name": "NSLayoutYAxisAnchor",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSLayoutAnchor"
    },
    {
      "name": "NSLayoutDimension",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "NSLayoutAnchor"
    },
    {
      "name": "UILayoutGuide",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UISearchBar",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIPickerView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIDatePicker",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIControl"
    },
    {
      "name": "UIPageControl",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIControl"
    },
    {
      "name": "UIStepper",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIControl"
    },
    {
      "name": "UITabBar",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UINavigationBar",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UIToolbar",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "UINavigationItem",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UITapGestureRecognizer",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIGestureRecognizer"
    },
    {
      "name": "UIPanGestureRecognizer",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIGestureRecognizer"
    },
    {
      "name": "UILongPressGestureRecognizer",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIGestureRecognizer"
    },
    {
      "name": "UISwipeGestureRecognizer",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIGestureRecognizer"
    },
    {
      "name": "UIPinchGestureRecognizer",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIGestureRecognizer"
    },
    {
      "name": "UIPresentationController",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UIPopoverPresentationController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIPresentationController"
    },
    {
      "name": "UIColorPickerViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIFontPickerViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIDocumentPickerViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIInputViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIReferenceLibraryViewController",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIViewController"
    },
    {
      "name": "UIContentConfiguration",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; NS_SWIFT_UI_ACTOR in UIKit's headers (iOS 14 and later): a struct conforming to it on its declaration is main-actor (SE-0316)."
    },
    {
      "name": "UIContentView",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; NS_SWIFT_UI_ACTOR in UIKit's headers."
    },
    {
      "name": "UINavigationBarAppearance",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UIToolbarAppearance",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UIViewPropertyAnimator",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UISheetPresentationController",
      "kind": "class",
      "isolation": "MainActor"
    },
    {
      "name": "UISheetPresentationControllerDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; @MainActor in the SDK. `@preconcurrency` conformance is a fix."
    },
    {
      "name": "UIViewControllerAnimatedTransitioning",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "note": "Objective-C protocol; `@MainActor protocol UIViewControllerAnimatedTransitioning : NSObjectProtocol` in Apple's documentation."
    }
  ]
}

"""#),
        ("UniformTypeIdentifiers.json", #"""
{
  "format": 1,
  "module": "UniformTypeIdentifiers",
  "description": "Uniform type identifiers. See SOURCES.md.",
  "types": [
    {
      "name": "UTType",
      "kind": "struct",
      "sendable": true,
      "note": "public struct UTType : Sendable in the framework's Swift interface (macOS 11, iOS 14)."
    }
  ]
}

"""#),
        ("UserNotifications.json", #"""
{
  "format": 1,
  "module": "UserNotifications",
  "description": "The notification center's delegate. See SOURCES.md.",
  "types": [
    {
      "name": "UNUserNotificationCenterDelegate",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["userNotificationCenter"],
      "callbackThread": "unspecified",
      "note": "Not annotated; the thread is not documented, and apps report calls on a background queue."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("WebKit.json", #"""
{
  "format": 1,
  "module": "WebKit",
  "description": "The web view's delegates. See SOURCES.md.",
  "types": [
    {
      "name": "WKWebView",
      "kind": "class",
      "isolation": "MainActor",
      "superclass": "UIView"
    },
    {
      "name": "WKNavigationDelegate",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["webView", "webViewWebContentProcessDidTerminate"],
      "callbackThread": "main",
      "until": "15",
      "note": "Not annotated before the 2024 SDKs; called by WKWebView, a main-actor view."
    },
    {
      "name": "WKNavigationDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "requirements": ["webView", "webViewWebContentProcessDidTerminate"],
      "callbackThread": "main",
      "since": "16",
      "note": "@MainActor since the 2024 SDKs (iOS 18, macOS 15)."
    },
    {
      "name": "WKUIDelegate",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "requirements": ["webView", "webViewDidClose"],
      "callbackThread": "main",
      "since": "26",
      "note": "@MainActor in the current SDKs; when it became so was not found."
    },
    {
      "name": "WKScriptMessageHandler",
      "kind": "protocol",
      "objcProtocol": true,
      "requirements": ["userContentController"],
      "callbackThread": "main",
      "note": "Not annotated before the 2024 SDKs; WKUserContentController calls it on the main thread.",
      "until": "15"
    },
    {
      "name": "WKScriptMessageHandler",
      "kind": "protocol",
      "isolation": "MainActor",
      "objcProtocol": true,
      "requirements": ["userContentController"],
      "callbackThread": "main",
      "since": "16",
      "note": "@MainActor since the 2024 SDKs (iOS 18, macOS 15): WebKit PR #28206 (May 2024) added WK_SWIFT_UI_ACTOR to main-thread-only protocols."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
        ("XCTest.json", #"""
{
  "format": 1,
  "module": "XCTest",
  "description": "XCTest: test cases are not isolated; XCTest runs test methods on the main thread. See SOURCES.md.",
  "types": [
    {
      "name": "XCTest",
      "kind": "class",
      "note": "Not isolated."
    },
    {
      "name": "XCTestCase",
      "kind": "class",
      "superclass": "XCTest",
      "note": "Not isolated in the Xcode 15, 16 and 26 SDKs and in swift-corelibs-xctest; a @MainActor subclass is allowed (checked with swiftc 6.3.1 on Linux)."
    }
  ]
}

"""#),
        ("os.json", #"""
{
  "format": 1,
  "module": "os",
  "description": "Unified logging. See SOURCES.md.",
  "types": [
    {
      "name": "Logger",
      "kind": "struct",
      "sendable": true,
      "mutatingMembers": [],
      "note": "struct Logger: @unchecked Sendable (os overlay, iOS 14 / macOS 11): a `static let logger = Logger(…)` can be nonisolated. None of its methods is mutating (log, debug, info, notice, warning, error, critical, fault, trace all take a non-mutating self), so a `var` only logged to can be a `let`."
    }
  ],
  "propertyWrappers": [],
  "sendableClosureParameters": [],
  "offMainRequirements": []
}

"""#),
    ]
}
