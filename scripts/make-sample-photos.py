#!/usr/bin/env python3
"""Draws the sample book's generated photos (run once; the JPEGs are committed).

Each is a phone-sized picture of a dish seen from above, drawn with numpy (soft shapes,
light falling from one side, a little grain) and written by libvips (through ctypes, the
library recipebook itself uses) as a JPEG carrying what a phone writes: the camera's make
and model, a GPS position, and for the portrait an orientation tag, stored sideways as
phones store portraits. They let the site, the tests and the screenshots show what the
image pipeline does: sizes, upright, no location.

    python3 scripts/make-sample-photos.py
"""
import ctypes
import os
import struct

import numpy as np

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Content", "recipes")
vips = ctypes.CDLL("libvips.so.42")
vips.vips_init(b"make-sample-photos")
vips.vips_image_new_from_memory_copy.restype = ctypes.c_void_p
vips.vips_image_new_from_memory_copy.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
vips.vips_image_set_blob_copy.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p, ctypes.c_size_t]
vips.vips_image_set_int.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
vips.vips_error_buffer.restype = ctypes.c_char_p


def exif(orientation, latitude, longitude):
    """A little-endian TIFF EXIF block: make, model, orientation and a GPS IFD."""
    make, model = b"Pixelphone\0", b"Kitchen 12\0"
    entries0 = 4
    ifd0 = 8
    gps = ifd0 + 2 + entries0 * 12 + 4
    gps_entries = 4
    data = gps + 2 + gps_entries * 12 + 4
    make_at, model_at = data, data + len(make)
    lat_at = model_at + len(model)
    lon_at = lat_at + 24

    def entry(tag, kind, count, value):
        return struct.pack("<HHI", tag, kind, count) + value

    out = b"II*\0" + struct.pack("<I", ifd0)
    out += struct.pack("<H", entries0)
    out += entry(0x010F, 2, len(make), struct.pack("<I", make_at))
    out += entry(0x0110, 2, len(model), struct.pack("<I", model_at))
    out += entry(0x0112, 3, 1, struct.pack("<HH", orientation, 0))
    out += entry(0x8825, 4, 1, struct.pack("<I", gps))
    out += struct.pack("<I", 0)
    out += struct.pack("<H", gps_entries)
    out += entry(0x0001, 2, 2, b"N\0\0\0")
    out += entry(0x0002, 5, 3, struct.pack("<I", lat_at))
    out += entry(0x0003, 2, 2, b"E\0\0\0")
    out += entry(0x0004, 5, 3, struct.pack("<I", lon_at))
    out += struct.pack("<I", 0)
    out += make + model
    for degrees in (latitude, longitude):
        d, m, s = degrees
        out += struct.pack("<IIIIII", d, 1, m, 1, s, 100)
    return out


def canvas(width, height, top, bottom):
    """A table top: a vertical blend with light from the upper left."""
    y, x = np.mgrid[0:height, 0:width].astype(np.float32)
    t = (y / height)[..., None]
    image = np.array(top, np.float32) * (1 - t) + np.array(bottom, np.float32) * t
    light = 1.08 - 0.25 * np.hypot(x / width - 0.2, y / height - 0.15)[..., None]
    return image * light, x, y


def disc(image, x, y, cx, cy, radius, colour, softness=6.0, shade=0.18):
    """A round thing (plate, pan, egg) with a soft rim and light on its upper left."""
    distance = np.hypot(x - cx, y - cy)
    inside = np.clip((radius - distance) / softness, 0, 1)[..., None]
    lit = 1 + shade * (1 - np.hypot(x - (cx - radius * 0.35), y - (cy - radius * 0.35)) / (radius * 1.6))
    fill = np.array(colour, np.float32) * np.clip(lit, 0.75, 1.2)[..., None]
    return image * (1 - inside) + fill * inside


def speckles(image, x, y, cx, cy, radius, colour, count, size, seed):
    """Herbs, mushrooms, pepper: small soft dots scattered within a circle."""
    rng = np.random.default_rng(seed)
    for _ in range(count):
        angle, reach = rng.uniform(0, 2 * np.pi), radius * np.sqrt(rng.uniform(0, 0.8))
        px, py = cx + reach * np.cos(angle), cy + reach * np.sin(angle)
        r = size * rng.uniform(0.6, 1.4)
        x0, x1 = int(max(px - r - 8, 0)), int(min(px + r + 8, image.shape[1]))
        y0, y1 = int(max(py - r - 8, 0)), int(min(py + r + 8, image.shape[0]))
        window = image[y0:y1, x0:x1]
        window[:] = disc(window, x[y0:y1, x0:x1], y[y0:y1, x0:x1], px, py, r, colour, softness=3.0, shade=0.1)
    return image


def finish(image, seed):
    """Grain, as a phone's sensor leaves it."""
    rng = np.random.default_rng(seed)
    image = image + rng.normal(0, 2.2, image.shape[:2])[..., None]
    return np.clip(image, 0, 255).astype(np.uint8)


def save(pixels, path, orientation, latitude, longitude):
    height, width = pixels.shape[:2]
    data = np.ascontiguousarray(pixels)
    image = vips.vips_image_new_from_memory_copy(data.ctypes.data, data.nbytes, width, height, 3, 0)
    block = b"Exif\0\0" + exif(orientation, latitude, longitude)
    vips.vips_image_set_blob_copy(image, b"exif-data", block, len(block))
    vips.vips_image_set_int(image, b"orientation", orientation)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if vips.vips_jpegsave(ctypes.c_void_p(image), path.encode(), b"Q", ctypes.c_int(62), b"optimize_coding", ctypes.c_int(1), None):
        raise SystemExit(vips.vips_error_buffer().decode())
    vips.g_object_unref(ctypes.c_void_p(image))
    print(path, os.path.getsize(path), "bytes")


def shakshuka():
    image, x, y = canvas(2400, 1800, (168, 142, 112), (120, 96, 72))
    image = disc(image, x, y, 1180, 930, 780, (46, 44, 46), shade=0.3)          # the pan
    image = disc(image, x, y, 1180, 930, 700, (178, 52, 34), shade=0.25)        # the sauce
    for n, (cx, cy) in enumerate([(900, 700), (1440, 720), (1000, 1180), (1420, 1160), (1190, 930)]):
        image = disc(image, x, y, cx, cy, 150, (246, 242, 232), softness=12)    # whites
        image = disc(image, x, y, cx + 10, cy + 8, 62, (244, 170, 30), softness=5, shade=0.35)  # yolks
    image = speckles(image, x, y, 1180, 930, 700, (60, 120, 48), 140, 14, seed=1)  # coriander
    return finish(image, 11)


def risotto():
    # Drawn upright (portrait), stored sideways with orientation 6 as a phone would.
    image, x, y = canvas(1800, 2400, (222, 218, 210), (188, 182, 172))
    image = disc(image, x, y, 900, 1150, 780, (250, 249, 246), shade=0.12)      # the plate
    image = disc(image, x, y, 900, 1150, 560, (226, 206, 160), softness=18)      # the rice
    image = speckles(image, x, y, 900, 1150, 560, (122, 92, 62), 90, 34, seed=2)    # mushrooms
    image = speckles(image, x, y, 900, 1150, 560, (74, 128, 60), 120, 9, seed=3)    # parsley
    image = disc(image, x, y, 1500, 2150, 170, (200, 170, 90), shade=0.2)        # a glass of wine, seen from above
    return finish(image, 12)


def tomato_soup():
    image, x, y = canvas(2400, 1800, (92, 112, 130), (60, 74, 90))
    image = disc(image, x, y, 1000, 900, 640, (240, 236, 226), shade=0.15)      # the bowl
    image = disc(image, x, y, 1000, 900, 520, (196, 66, 38), softness=10)        # the soup
    image = disc(image, x, y, 1060, 850, 120, (246, 238, 222), softness=40)      # a swirl of cream
    image = speckles(image, x, y, 1000, 900, 480, (40, 90, 40), 40, 10, seed=4)     # basil
    for cx, cy in [(1900, 600), (1980, 1150)]:                                   # grilled cheese halves
        image = disc(image, x, y, cx, cy, 300, (214, 158, 74), softness=30, shade=0.3)
    return finish(image, 13)


if __name__ == "__main__":
    lebanon = ((33, 53, 2100), (35, 30, 1800))
    save(shakshuka(), os.path.join(ROOT, "Breakfast", "Photos", "shakshuka.jpg"), 1, *lebanon)
    save(np.rot90(risotto(), k=1), os.path.join(ROOT, "Mains", "Photos", "mushroom-risotto.jpg"), 6, (45, 27, 3000), (9, 11, 2400))
    save(tomato_soup(), os.path.join(ROOT, "Soups & Sides", "Photos", "tomato-soup.jpg"), 1, (51, 30, 2600), (0, 7, 3900))
