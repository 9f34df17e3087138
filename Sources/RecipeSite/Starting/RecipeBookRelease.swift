/// This release of Recipe Book: its version, which `recipebook --version` prints and the
/// packages are named by (`scripts/package`), and where its packages are published, which the
/// publishing workflow `recipebook init` writes downloads from.
public enum RecipeBookRelease {
    /// The version: the one place it is set.
    public static let version = "0.1.0"

    /// Where a release's files are downloaded from: `…/v0.1.0/recipebook_0.1.0_amd64.deb`.
    /// The release workflow (`.github/workflows/release.yml`) attaches them there.
    public static let downloads = "https://github.com/recipebook/recipebook/releases/download"
}
