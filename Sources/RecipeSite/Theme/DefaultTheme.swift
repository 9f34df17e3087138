/// The theme built into the tool: the files of `Templates/` at the time it was compiled.
public enum DefaultTheme {}
