import Synchronization

/// A single-producer, single-consumer ring of `Float` samples: the real-time capture callback writes,
/// one consumer thread reads.
///
/// Lives at a fixed address (allocated by its owner, freed after the producer has stopped). `write`
/// never allocates, locks or blocks: when the consumer falls behind, the samples that do not fit are
/// dropped and counted. Indices only grow; a slot is `index & mask`.
struct SampleRing: ~Copyable {
    private let storage: UnsafeMutablePointer<Float>
    private let capacity: Int
    private let mask: Int
    /// Total samples ever written (producer only writes it).
    private let written = Atomic<Int>(0)
    /// Total samples ever read (consumer only writes it).
    private let consumed = Atomic<Int>(0)
    /// Samples per frame (the producer writes whole frames).
    let channels: Int
    /// Samples dropped because the ring was full.
    let dropped = Atomic<Int>(0)

    /// A ring holding at least `minimumCapacity` samples (rounded up to a power of two).
    init(minimumCapacity: Int, channels: Int = 1) {
        self.channels = channels
        var size = 1024
        while size < minimumCapacity { size <<= 1 }
        capacity = size
        mask = size - 1
        storage = .allocate(capacity: size)
        storage.initialize(repeating: 0, count: size)
    }

    deinit {
        storage.deallocate()
    }

    /// Producer: appends `count` samples from `source`, dropping what does not fit.
    func write(_ source: UnsafePointer<Float>, count: Int) {
        let head = written.load(ordering: .relaxed)
        let tail = consumed.load(ordering: .acquiring)
        let room = capacity - (head - tail)
        let accepted = min(count, room)
        if accepted < count { dropped.add(count - accepted, ordering: .relaxed) }
        guard accepted > 0 else { return }
        let start = head & mask
        let first = min(accepted, capacity - start)
        (storage + start).update(from: source, count: first)
        if accepted > first { storage.update(from: source + first, count: accepted - first) }
        written.store(head + accepted, ordering: .releasing)
    }

    /// Consumer: moves every available sample to the end of `destination`.
    func read(into destination: inout [Float]) {
        let tail = consumed.load(ordering: .relaxed)
        let head = written.load(ordering: .acquiring)
        let available = head - tail
        guard available > 0 else { return }
        let start = tail & mask
        let first = min(available, capacity - start)
        destination.append(contentsOf: UnsafeBufferPointer(start: storage + start, count: first))
        if available > first {
            destination.append(contentsOf: UnsafeBufferPointer(start: storage, count: available - first))
        }
        consumed.store(tail + available, ordering: .releasing)
    }
}
