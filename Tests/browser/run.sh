#!/usr/bin/env bash
# Runs the browser tests against an already-built site folder (the sample book):
#   swift build && .build/debug/recipebook build && bash Tests/browser/run.sh "$(pwd)/Output"
# Needs Debian's chromium and chromium-driver; installs Selenium with pip when it is missing.
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 SITE_DIR" >&2
    exit 2
fi
site=$(cd "$1" && pwd)
for tool in /usr/bin/chromium /usr/bin/chromedriver; do
    if [ ! -x "$tool" ]; then
        echo "$tool is missing: apt-get install chromium chromium-driver" >&2
        exit 2
    fi
done
if ! python3 -c 'import selenium' 2>/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check selenium
fi
exec python3 "$(dirname "$0")/test_site.py" "$site"
