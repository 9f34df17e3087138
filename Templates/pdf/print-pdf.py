"""Lays out one page of a built site as a PDF with WeasyPrint, reading nothing but the site.

usage: print-pdf.py SITE_FOLDER PAGE PDF SECONDS MEMORY_BYTES

recipebook runs this with the Python that runs WeasyPrint. A family's PDF is made to be
shared, so the engine may read only the built site's own files: no other local file, no
http(s) address, and no attachment. Each refused address is printed on standard error as
a line `refused: URL`, for recipebook to report. SECONDS and MEMORY_BYTES bound the work:
past them the process ends, and PDF is not written.
"""
import mimetypes
import os
import resource
import signal
import sys
from urllib.parse import unquote, urlsplit

# A file of the site is at most this big: the photos the site publishes are far smaller.
MAXIMUM_FILE_BYTES = 32 * 1024 * 1024


def main():
    site, page, target, seconds, memory = sys.argv[1:6]
    resource.setrlimit(resource.RLIMIT_AS, (int(memory), int(memory)))
    # SIGALRM's default action ends the process, wherever the engine is.
    signal.alarm(int(seconds))
    import weasyprint

    root = os.path.realpath(site)
    refused = set()

    def fetch(url, timeout=10, ssl_context=None):
        parts = urlsplit(url)
        if parts.scheme == "file" and parts.netloc in ("", "localhost"):
            path = os.path.realpath(unquote(parts.path))
            if path.startswith(root + os.sep) and os.path.isfile(path) \
                    and os.path.getsize(path) <= MAXIMUM_FILE_BYTES:
                # WeasyPrint takes a stylesheet only when it is told it is one.
                mime_type = mimetypes.guess_type(path)[0] or "application/octet-stream"
                return {"file_obj": open(path, "rb"), "redirected_url": url, "mime_type": mime_type}
        elif parts.scheme == "data" and len(url) <= MAXIMUM_FILE_BYTES:
            # Inline data reads nothing else; an SVG inside it asks this fetcher for its images.
            return weasyprint.default_url_fetcher(url)
        if url not in refused:
            refused.add(url)
            print("refused: " + url.replace("\n", " ")[:2000], file=sys.stderr, flush=True)
        raise ValueError("recipebook: not a file of the book")

    document = weasyprint.HTML(filename=page, url_fetcher=fetch).render()
    # `<link rel=attachment>` and `<a rel=attachment>` would embed a file in the PDF.
    document.metadata.attachments = []
    for laid_out in document.pages:
        laid_out.links = [link for link in laid_out.links if link[0] != "attachment"]
    document.write_pdf(target)


if __name__ == "__main__":
    try:
        main()
    except MemoryError:
        print("recipebook: the PDF engine ran out of its memory bound", file=sys.stderr)
        sys.exit(3)
