/// The GitHub Actions workflow `recipebook init` writes as `.github/workflows/publish.yml`: on
/// every push to `main`, it installs this release's Debian package in a Debian 12 container,
/// builds the book with the address GitHub Pages gives it, and publishes it. The image cache
/// is kept between runs, so photos are not made again. `scripts/test` runs actionlint on it and
/// runs its build step on a book `init` made.
enum StarterWorkflow {
    static let path = ".github/workflows/publish.yml"

    static var text: String {
        let deb = "\(RecipeBookRelease.downloads)/v${RECIPEBOOK_VERSION}/recipebook_${RECIPEBOOK_VERSION}_amd64.deb"
        return """
        # Publishes the book to GitHub Pages on every push to main. In the repository's Settings,
        # under Pages, set Source to "GitHub Actions". See the guide's chapter "Publishing".
        name: Publish the recipe book

        on:
          push:
            branches: [main]
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          RECIPEBOOK_VERSION: "\(RecipeBookRelease.version)"

        jobs:
          build:
            runs-on: ubuntu-latest
            container: debian:12
            steps:
              - uses: actions/checkout@v4

              - id: pages
                uses: actions/configure-pages@v5

              - name: Install recipebook
                run: |
                  apt-get update -q
                  apt-get install -y -q curl ca-certificates
                  curl -fsSL -o /tmp/recipebook.deb "\(deb)"
                  apt-get install -y -q /tmp/recipebook.deb

              # The images made from the photos, kept for the next build (not published).
              - uses: actions/cache@v4
                with:
                  path: image-cache
                  key: recipebook-images-${{ github.run_id }}
                  restore-keys: recipebook-images-

              - name: Build the site
                env:
                  BASE_URL: ${{ steps.pages.outputs.base_url }}
                run: |
                  mkdir -p Output
                  if [ -d image-cache ]; then mv image-cache Output/.recipebook-images; fi
                  recipebook build --content Content --output Output --base-url "$BASE_URL/"
                  if [ -d Output/.recipebook-images ]; then mv Output/.recipebook-images image-cache; fi

              - uses: actions/upload-pages-artifact@v3
                with:
                  path: Output

          deploy:
            needs: build
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
    }
}
