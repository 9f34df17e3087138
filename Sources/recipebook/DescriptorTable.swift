#if canImport(Glibc)
import Glibc
#endif

/// The kernel's table of the process's open files, grown once before any thread starts.
enum DescriptorTable {
    /// Linux grows the table by doubling it when a descriptor past its end is opened, and in
    /// a process of several threads each growth waits for an RCU grace period, with every
    /// thread that opens a file stopped meanwhile: a big book's write, holding hundreds of
    /// folders open on eight threads, stalled all of them at once. Grown while the process has
    /// one thread, the table needs no grace period; a slot past the open-file limit is left.
    static func reserve(_ count: Int32) {
        #if os(Linux)
        let slot = count - 1
        // Only a free slot: `dup2` onto an open one would close it.
        guard slot > STDERR_FILENO, fcntl(slot, F_GETFD) == -1 else { return }
        if dup2(STDERR_FILENO, slot) == slot { close(slot) }
        #endif
    }
}
