/// A counting semaphore for async tasks: at most `count` holders at once, waiters served in order.
actor DownloadSlots {
    private var free: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = max(1, count) }

    /// Waits for a slot.
    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Returns a slot (hands it straight to the next waiter, if any).
    func release() {
        if waiters.isEmpty { free += 1 } else { waiters.removeFirst().resume() }
    }

    /// Runs `body` holding a slot.
    func withSlot<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        await acquire()
        do {
            let value = try await body()
            release()
            return value
        } catch {
            release()
            throw error
        }
    }
}
