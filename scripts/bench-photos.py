#!/usr/bin/env python3
"""Measures the photo targets of issue 20 (scripts/bench runs it once; it also runs alone).

    python3 scripts/bench-photos.py [RECIPEBOOK]     environment: WORK=/tmp/recipebook-bench,
                                                     PHOTOS=200

1. Page weight: a recipe page with a 4032x3024 phone photo, served over HTTP from the built
   site and loaded by headless Chromium as a 390 px phone at 3 device pixels per CSS pixel;
   the bytes it downloads (Resource Timing's transferSize of the page and of everything it
   fetched, after scrolling to the end), beside what copying the photo unchanged would cost.
2. Metadata: every published image in photos/ read by exiftool; any EXIF (GPS, camera,
   times), XMP, IPTC, ICC or maker-note field counts.
3. Orientation: portraits stored sideways with EXIF orientation 6 and 8 come out upright
   (narrower than tall, and alike to the dish drawn upright rather than turned round).
4. HEIC: a phone photo saved as HEIC by libvips (libheif) is published or warned about.
5. PHOTOS recipes with a distinct 4032x3024 photo each: the first build into an empty folder
   (wall and CPU time) beside `cp -r` of the same photos, then rebuilds with nothing changed
   (`build`, which goes through every photo) and how many photos had
   images made, told by the files' times in the image cache (.recipebook-images/).

Photos are drawn deterministically (the sample book's drawings, scaled up, with seeded sensor
grain) into WORK/photos and kept there between runs. Needs exiftool (scripts/setup installs
it), Chromium, chromedriver and Selenium, as the browser tests do.
"""
import ctypes
import functools
import gzip
import http.server
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
WORK = os.path.join(os.environ.get("WORK", "/tmp/recipebook-bench"), "photos")
COUNT = int(os.environ.get("PHOTOS", "200"))
sys.path.insert(0, os.path.join(ROOT, "Tests", "browser"))

_spec = importlib.util.spec_from_file_location("samples", os.path.join(ROOT, "scripts", "make-sample-photos.py"))
samples = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(samples)
vips = samples.vips
P = ctypes.c_void_p
vips.vips_image_write_to_memory.restype = P
vips.vips_image_new_from_file.restype = P
vips.vips_image_get_width.argtypes = [P]
vips.vips_image_get_height.argtypes = [P]
vips.vips_version_string.restype = ctypes.c_char_p
GPS = {"Beirut": ((33, 53, 2100), (35, 30, 1800)), "Turin": ((45, 4, 1200), (7, 41, 2400))}


def say(line):
    print(line, flush=True)


# -- Photos ---------------------------------------------------------------------------------

def scene(name):
    """The sample book's drawing `name` as pixels, drawn once and kept in WORK."""
    path = os.path.join(WORK, "scenes", name + ".npy")
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        np.save(path + ".tmp.npy", getattr(samples, name)())
        os.replace(path + ".tmp.npy", path)
    return np.load(path)


def checked(status):
    if status:
        raise SystemExit("libvips: " + vips.vips_error_buffer().decode())


def phone_photo(pixels, path, seed, orientation=1, place="Beirut", heic=False, detail=True):
    """`pixels` scaled to 4032 px on the long side with sensor grain seeded by `seed` (and, with
    `detail`, a mottled texture), saved as a phone saves it: JPEG (quality 92) or HEIC, with
    make, model, GPS and `orientation` tags."""
    if os.path.exists(path):
        return path
    os.makedirs(os.path.dirname(path), exist_ok=True)
    data = np.ascontiguousarray(pixels)
    height, width = data.shape[:2]
    image = P(vips.vips_image_new_from_memory_copy(data.ctypes.data, data.nbytes, width, height, 3, 0))
    scaled, noise, blotches, texture, cropped, textured, summed, final = (P() for _ in range(8))
    checked(vips.vips_resize(image, ctypes.byref(scaled), ctypes.c_double(4032 / max(width, height)), None))
    w, h = vips.vips_image_get_width(scaled), vips.vips_image_get_height(scaled)
    # Texture a few pixels across (crumbs, wood, weave), which survives being scaled down as
    # a real photo's detail does, and the sensor's grain on top.
    checked(vips.vips_gaussnoise(ctypes.byref(blotches), w // 6 + 1, h // 6 + 1, b"mean", ctypes.c_double(0),
                                 b"sigma", ctypes.c_double(14.0 if detail else 0.0), b"seed", ctypes.c_int(seed + 7919), None))
    checked(vips.vips_resize(blotches, ctypes.byref(texture), ctypes.c_double(6), None))
    checked(vips.vips_extract_area(texture, ctypes.byref(cropped), 0, 0, w, h, None))
    checked(vips.vips_gaussnoise(ctypes.byref(noise), w, h, b"mean", ctypes.c_double(0),
                                 b"sigma", ctypes.c_double(5.0), b"seed", ctypes.c_int(seed), None))
    checked(vips.vips_add(scaled, cropped, ctypes.byref(textured), None))
    checked(vips.vips_add(textured, noise, ctypes.byref(summed), None))
    checked(vips.vips_cast(summed, ctypes.byref(final), 0, None))
    block = b"Exif\0\0" + samples.exif(orientation, *GPS[place])
    vips.vips_image_set_blob_copy(final, b"exif-data", block, len(block))
    vips.vips_image_set_int(final, b"orientation", orientation)
    temporary = path + ".tmp" + os.path.splitext(path)[1]
    if heic:
        checked(vips.vips_heifsave(final, temporary.encode(), b"Q", ctypes.c_int(60), None))
    else:
        checked(vips.vips_jpegsave(final, temporary.encode(), b"Q", ctypes.c_int(92), None))
    for made in (image, scaled, noise, blotches, texture, cropped, textured, summed, final):
        vips.g_object_unref(made)
    os.replace(temporary, path)
    return path


def recipe(folder, title, photo):
    """A recipe (the sample book's shakshuka text under `title`) showing `photo` (a file name
    in the recipe folder's Photos/)."""
    with open(os.path.join(ROOT, "Content", "recipes", "Breakfast", "Shakshuka.recipe"), encoding="utf-8") as f:
        text = f.read()
    text = text.replace("# Shakshuka", "# " + title, 1).replace("Photos/shakshuka.jpg", "Photos/" + photo)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, title + ".recipe"), "w", encoding="utf-8") as f:
        f.write(text)


def thumbnail(path, width, height):
    """The image at `path` squeezed to `width` x `height` pixels (RGB floats)."""
    image, size = P(), ctypes.c_size_t()
    checked(vips.vips_thumbnail(path.encode(), ctypes.byref(image), width, b"height", ctypes.c_int(height),
                                b"size", ctypes.c_int(3), None))
    memory = vips.vips_image_write_to_memory(image, ctypes.byref(size))
    pixels = np.frombuffer(ctypes.string_at(memory, size.value), np.uint8).reshape(height, width, -1)[..., :3]
    vips.g_free(P(memory))
    vips.g_object_unref(image)
    return pixels.astype(np.float32)


# -- Running the tool -------------------------------------------------------------------------

def timed(command):
    """Runs `command`; (wall s, CPU s, exit code, stderr's last line)."""
    started = time.monotonic()
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    errors = process.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - started
    lines = errors.strip().splitlines()
    return wall, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status), lines


def photos_made_since(site, since_ns):
    """(photos whose images in the cache were written after `since_ns`, photos in the cache)."""
    root = os.path.join(site, ".recipebook-images")
    made = total = 0
    for settings in os.listdir(root):
        for photo in os.listdir(os.path.join(root, settings)):
            if photo.startswith("."):
                continue
            total += 1
            folder = os.path.join(root, settings, photo)
            times = [os.lstat(os.path.join(folder, name)).st_mtime_ns for name in os.listdir(folder)]
            if times and max(times) >= since_ns:
                made += 1
    return made, total


def exif_fields(paths):
    """Per file, the metadata fields exiftool finds that describe the camera, the place or
    the picture's history (not the file's own format header)."""
    kept = ("EXIF", "XMP", "IPTC", "MakerNotes", "ICC_Profile", "Photoshop")
    listing = json.loads(subprocess.run(["exiftool", "-json", "-a", "-G0", *paths],
                                        capture_output=True, check=True).stdout)
    return {entry["SourceFile"]: [key for key in entry if key.split(":")[0] in kept] for entry in listing}


def kb(size):
    return f"{size / 1000:.0f} KB"


def vips_version():
    return vips.vips_version_string().decode()


# -- The measures -----------------------------------------------------------------------------

class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the site as python's http.server does, or, with `compress`, with text files
    gzip-compressed as static hosts send them."""
    compress = False

    def log_message(self, *arguments):
        pass

    def do_GET(self):
        path = self.translate_path(self.path)
        if not (self.compress and path.endswith(TEXT) and "gzip" in self.headers.get("Accept-Encoding", "")
                and os.path.isfile(path)):
            return super().do_GET()
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


TEXT = (".html", ".css", ".js", ".json", ".svg")


def downloaded(site, page, compress):
    """What a 390 px phone at 3x downloads for `page` of `site` served over HTTP: bytes by kind
    (Resource Timing's transferSize: headers and body as sent) and the photo it shows."""
    import runner
    handler = functools.partial(type("Served", (Handler,), {"compress": compress}), directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    driver = runner.chrome()
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
        driver.get(f"http://127.0.0.1:{server.server_port}/{page}")
        # Scrolled to the end, so that lazy images below the fold are counted too.
        for step in range(1, 11):
            driver.execute_script("window.scrollTo(0, document.body.scrollHeight * arguments[0] / 10)", step)
            time.sleep(0.15)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not driver.execute_script(
                "return document.readyState === 'complete' && [...document.images].every(i => i.complete)"):
            time.sleep(0.1)
        time.sleep(0.5)
        entries = driver.execute_script("""
            return performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
              .map(e => [e.name, e.initiatorType, e.transferSize])""")
        shown = driver.execute_script("return document.querySelector('figure.photo img').currentSrc")
    finally:
        driver.quit()
        server.shutdown()
    kinds = {}
    for name, initiator, transfer in entries:
        path = name.split("?")[0]
        kind = ("images" if re.search(r"\.(webp|jpe?g|png|gif|svg|avif)$", path) else
                "CSS" if path.endswith(".css") else "JS" if path.endswith(".js") else
                "HTML" if initiator == "navigation" or path.endswith((".html", "/")) else "other")
        kinds[kind] = kinds.get(kind, 0) + transfer
    return kinds, len(entries), shown.rsplit("/", 1)[-1]


def page_weight(site, pages):
    """Page weight of each (label, page, photo) on a phone, text sent plain and gzip-compressed."""
    say("page weight on a 390 px phone at 3x (Chromium), over HTTP; target <= 300 KB in all:")
    for label, page, photo in pages:
        plain, requests, shown = downloaded(site, page, False)
        packed, _, _ = downloaded(site, page, True)
        total, total_packed = sum(plain.values()), sum(packed.values())
        unchanged = total_packed - packed.get("images", 0) + os.path.getsize(photo)
        say(f"  {label} ({kb(os.path.getsize(photo))} 4032x3024 JPEG), shown as {shown}: "
            + ", ".join(f"{kind} {kb(size)}" for kind, size in sorted(plain.items())) + f" ({requests} requests)")
        say(f"    in all {kb(total)} with text sent plain ({'met' if total <= 300_000 else 'MISSED'}),"
            f" {kb(total_packed)} gzip-compressed ({'met' if total_packed <= 300_000 else 'MISSED'});"
            f" with the photo copied unchanged (before issue 20): {kb(unchanged)}")


def metadata(site, sources):
    published = sorted(os.path.join(site, "photos", name) for name in os.listdir(os.path.join(site, "photos")))
    found = exif_fields(published)
    tagged = [path for path, keys in found.items() if keys]
    source_tagged = [path for path, keys in exif_fields(sources).items() if any("GPS" in key for key in keys)]
    say(f"metadata: images with GPS or camera tags: {len(tagged)} of {len(published)} published"
        f" (the source photos: {len(source_tagged)} of {len(sources)} carry GPS)")
    for path in tagged[:5]:
        say(f"  {os.path.basename(path)}: {', '.join(found[path][:6])}")


def published_images(site, page):
    with open(os.path.join(site, page), encoding="utf-8") as f:
        html = f.read()
    names = sorted(set(re.findall(r"photos/[0-9a-f]+-[0-9]+\.(?:webp|jpg)", html)))
    return [os.path.join(site, name) for name in names]


def orientation(site, page, tag, upright):
    images = published_images(site, page)
    if not images:
        say(f"orientation {tag}: NO image published for {page}")
        return
    sizes = [thumbnail_size(path) for path in images]
    tall = all(w < h for w, h in sizes)
    target = upright.reshape(40, upright.shape[0] // 40, 30, upright.shape[1] // 30, 3).mean(axis=(1, 3))
    seen = thumbnail(images[0], 30, 40)
    as_drawn = float(np.abs(seen - target).mean())
    turned = float(np.abs(seen - target[::-1, ::-1]).mean())
    say(f"orientation {tag} (stored 4032x3024 sideways): published "
        + ", ".join(f"{w}x{h}" for w, h in sizes)
        + f"; width < height: {'yes' if tall else 'NO'}; upright: {'yes' if as_drawn < turned else 'NO'}"
        f" (differs from the dish drawn upright by {as_drawn:.1f}/255, from it turned round by {turned:.1f}/255)")


def thumbnail_size(path):
    image = P(vips.vips_image_new_from_file(path.encode(), None))
    checked(0 if image.value else 1)
    size = vips.vips_image_get_width(image), vips.vips_image_get_height(image)
    vips.g_object_unref(image)
    return size


def small_book(tool):
    """One book: a landscape phone photo, two portraits stored sideways, a HEIC."""
    book, site = os.path.join(WORK, "small", "book"), os.path.join(WORK, "small", "site")
    photos = os.path.join(book, "recipes", "Dishes", "Photos")
    landscape = phone_photo(scene("shakshuka"), os.path.join(photos, "phone.jpg"), 1)
    smooth = phone_photo(scene("shakshuka"), os.path.join(photos, "phone-smooth.jpg"), 5, detail=False)
    portrait = scene("risotto")
    sideways6 = phone_photo(np.rot90(portrait, k=1), os.path.join(photos, "sideways-6.jpg"), 2, 6, "Turin")
    sideways8 = phone_photo(np.rot90(portrait, k=-1), os.path.join(photos, "sideways-8.jpg"), 3, 8, "Turin")
    heic = phone_photo(scene("tomato_soup"), os.path.join(photos, "phone.heic"), 4, heic=True)
    dishes = os.path.dirname(photos)
    for title, photo in (("Phone Photo", "phone.jpg"), ("Smooth Photo", "phone-smooth.jpg"), ("Sideways Six", "sideways-6.jpg"),
                         ("Sideways Eight", "sideways-8.jpg"), ("Heic Photo", "phone.heic")):
        recipe(dishes, title, photo)
    shutil.rmtree(site, ignore_errors=True)
    _, _, code, lines = timed([tool, "build", "--content", book, "--output", site])
    say(f"small book: {lines[-1] if lines else '(no summary)'}")
    for line in lines[:-1]:
        say("  " + line)
    page_weight(site, [("much detail", "recipes/phone-photo.html", landscape),
                       ("little detail", "recipes/smooth-photo.html", smooth)])
    metadata(site, [landscape, smooth, sideways6, sideways8, heic])
    orientation(site, "recipes/sideways-six.html", "6", portrait)
    orientation(site, "recipes/sideways-eight.html", "8", portrait)
    heic_images = published_images(site, "recipes/heic-photo.html")
    say(f"HEIC ({kb(os.path.getsize(heic))}, written by libvips {vips_version()} with libheif): "
        + (f"published as {len(heic_images)} images, "
           + ", ".join(f"{os.path.basename(p).split('-', 1)[1]} {w}x{h}" for p in heic_images
                       for w, h in [thumbnail_size(p)])
           if heic_images else "NOT published (see the warning above)"))


def many_photos(tool):
    """COUNT recipes with a distinct phone photo each: first build, copy, rebuilds."""
    book = os.path.join(WORK, f"many-{COUNT}", "book")
    photos = os.path.join(book, "recipes", "Dishes", "Photos")
    drawings = [scene(name) for name in ("shakshuka", "tomato_soup")]
    generated = time.monotonic()
    for number in range(1, COUNT + 1):
        name = f"dish-{number:03}.jpg"
        phone_photo(drawings[number % 2], os.path.join(photos, name), 1000 + number)
        if not os.path.exists(os.path.join(book, "recipes", "Dishes", f"Dish {number:03}.recipe")):
            recipe(os.path.dirname(photos), f"Dish {number:03}", name)
    generated = time.monotonic() - generated
    files = sorted(os.listdir(photos))
    size = sum(os.path.getsize(os.path.join(photos, name)) for name in files)
    site, copy = os.path.join(WORK, f"many-{COUNT}", "site"), os.path.join(WORK, f"many-{COUNT}", "copy")
    shutil.rmtree(site, ignore_errors=True)
    shutil.rmtree(copy, ignore_errors=True)
    say(f"{COUNT} recipes with a distinct 4032x3024 JPEG each ({len(files)} files, {size / 1e6:.0f} MB;"
        f" {'made' if generated > 5 else 'kept'} in {WORK}), page cache warm, {os.cpu_count()} cores,"
        f" load average {os.getloadavg()[0]:.1f} before:")
    since = time.time_ns()
    wall, cpu, code, lines = timed([tool, "build", "--content", book, "--output", site])
    made, cached = photos_made_since(site, since)
    say(f"  first build into an empty folder: {wall:.2f} s wall, {cpu:.2f} s CPU ({cpu / wall:.2f} cores busy),"
        f" {COUNT / wall:.1f} photos/s; images made for {made} of {cached} photos; exit {code}")
    say(f"    {lines[-1] if lines else ''}")
    copy_wall, copy_cpu, _, _ = timed(["cp", "-r", photos, copy])
    say(f"  cp -r of the same photos: {copy_wall:.2f} s wall, {copy_cpu:.2f} s CPU;"
        f" the first build takes {wall / copy_wall:.0f}x as long")
    published = sum(os.path.getsize(os.path.join(site, "photos", n)) for n in os.listdir(os.path.join(site, "photos")))
    say(f"  published images: {len(os.listdir(os.path.join(site, 'photos')))} files, {published / 1e6:.1f} MB"
        f" ({published / size:.1%} of the photos' bytes)")
    for label, extra in (("rebuild, nothing changed", []),):
        since = time.time_ns()
        wall, cpu, code, lines = timed([tool, "build", *extra, "--content", book, "--output", site])
        made, cached = photos_made_since(site, since)
        say(f"  {label}: {wall:.2f} s wall, {cpu:.2f} s CPU; images made for {made} of {cached} photos"
            f" ({'met' if made == 0 else 'MISSED'}: must be 0); exit {code}")
        say(f"    {lines[-1] if lines else ''}")


def main():
    if len(sys.argv) > 1:
        tool = os.path.abspath(sys.argv[1])
    else:
        tool = subprocess.run([os.path.join(ROOT, "scripts", "build-release")], cwd=ROOT, check=True,
                              stdout=subprocess.PIPE, text=True).stdout.strip()
    if not shutil.which("exiftool"):
        subprocess.run([os.path.join(ROOT, "scripts", "setup"), "libimage-exiftool-perl"], check=True)
    say(f"-- photos (issue 20): libvips {vips_version()}, exiftool {subprocess.run(['exiftool', '-ver'], capture_output=True, text=True).stdout.strip()}")
    small_book(tool)
    many_photos(tool)


if __name__ == "__main__":
    main()
