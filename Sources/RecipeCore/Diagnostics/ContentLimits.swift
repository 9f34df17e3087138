/// Bounds every content file must keep, so one bad file cannot stall or exhaust a build.
public enum ContentLimits {
    /// 1 MiB: hundreds of times the longest real recipe or chapter. A larger file is not read.
    public static let maximumFileSize = 1 << 20
}
