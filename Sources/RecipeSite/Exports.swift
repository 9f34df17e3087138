@_exported import RecipeCore
