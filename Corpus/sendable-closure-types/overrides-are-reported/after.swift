import Foundation

// Reduced from RxSwift 6.6.0 RxSwift/Schedulers/MainScheduler.swift (override of
// SerialDispatchQueueScheduler.scheduleInternal).
public protocol Disposable { func dispose() }

public class SerialScheduler {
    func scheduleInternal<S>(_ state: S, action: @escaping (S) -> Disposable) -> Disposable {
        action(state)
    }
}

public final class MainScheduler: SerialScheduler {
    let mainQueue = DispatchQueue.main

    override func scheduleInternal<S>(_ state: S, action: @escaping (S) -> Disposable) -> Disposable {
        mainQueue.async {
            _ = action(state)
        }
        return action(state)
    }
}
