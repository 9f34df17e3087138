/// Bounds every content file must keep, so one bad file cannot stall or exhaust a build.
public enum ContentLimits {
    /// 1 MiB: hundreds of times the longest real recipe or chapter. A larger file is not read.
    public static let maximumFileSize = 1 << 20
    /// 100 tags per recipe: each tag is a page of the site, so a note of a hundred thousand
    /// `#tags` would otherwise write gigabytes. The later ones are left out, with a warning.
    public static let maximumTagsPerRecipe = 100
}
