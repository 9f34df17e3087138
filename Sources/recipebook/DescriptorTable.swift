#if canImport(Glibc)
import Glibc
#endif

/// The kernel's table of the process's open files, grown once before any thread starts.
enum DescriptorTable {
    /// Linux grows the table by doubling it when a descriptor past its end is opened, and in
    /// a process of several threads each growth waits for an RCU grace period, with every
    /// thread that opens a file stopped meanwhile: a big book's write, holding hundreds of
    /// folders open on eight threads, stalled all of them at once. Grown while the process has
    /// one thread, the table needs no grace period. Under a lower open-files limit the table
    /// is left as it is.
    static func reserve(_ count: Int32) {
        #if canImport(Glibc)
        // A copy of standard error at the first free descriptor from `count - 1` on, closed at
        // once: it grows the table and never touches a descriptor in use.
        let copy = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, count - 1)
        if copy >= 0 { close(copy) }
        #endif
    }
}
