// The operations the `Images` module uses, each with its optional arguments fixed.
#include "functions.h"
#include <string.h>

/// The image in `buffer`, its header read and its pixels not decoded.
VipsImage *recipebook_vips_header(const void *buffer, size_t length) {
    recipebook_vips_need_format_of(buffer, length);
    return vips_image_new_from_buffer_(buffer, length, "", "access", ACCESS_SEQUENTIAL, NULL);
}

/// The image in `buffer` turned upright and shrunk (never enlarged) to `width` pixels across,
/// decoding only what that needs; a truncated or damaged file is an error, not grey pixels.
VipsImage *recipebook_vips_thumbnail_buffer(const void *buffer, size_t length, int width) {
    recipebook_vips_need_format_of(buffer, length);
    VipsImage *out = NULL;
    if (vips_thumbnail_buffer_((void *)buffer, length, &out, width, "height", MAX_COORD,
                              "size", SIZE_DOWN, "option_string", "fail_on=truncated", NULL)) return NULL;
    return out;
}

/// `image` (already upright) shrunk to `width` pixels across.
VipsImage *recipebook_vips_thumbnail_image(VipsImage *image, int width) {
    VipsImage *out = NULL;
    if (vips_thumbnail_image_(image, &out, width, "height", MAX_COORD, "size", SIZE_DOWN, NULL)) return NULL;
    return out;
}

/// `image` (already upright) scaled to cover `width` × `height` and cropped to it around its
/// centre, enlarged when smaller: a link preview's card has one fixed size.
VipsImage *recipebook_vips_cover_image(VipsImage *image, int width, int height) {
    VipsImage *out = NULL;
    if (vips_thumbnail_image_(image, &out, width, "height", height, "crop", INTERESTING_CENTRE,
                             "size", SIZE_BOTH, NULL)) return NULL;
    return out;
}

/// The vector drawing in `buffer` (an SVG) drawn `inner` pixels across on a square of `size`,
/// centred: on `background` (red, green, blue) when `opaque`, else on transparent pixels.
/// libvips marks its SVG loader untrusted, which start blocks: it is let through only while
/// this drawing is set up (the caller holds the lock every pipeline is built under), and only
/// for bytes it is the loader of, never another untrusted one. Photos never reach libvips as
/// SVG: their kind is told by their first bytes before.
VipsImage *recipebook_vips_icon(const void *buffer, size_t length, int size, int inner,
                                              double red, double green, double blue, int opaque, int svg) {
    VipsImage *drawn = NULL, *flat = NULL, *out = NULL;
    int refused;
    if (svg) {
        vips_operation_block_set_("VipsForeignLoadSvgBuffer", 0);
        const char *loader = vips_foreign_find_load_buffer_(buffer, length);
        refused = loader == NULL || strcmp(loader, "VipsForeignLoadSvgBuffer") != 0
            || vips_thumbnail_buffer_((void *)buffer, length, &drawn, inner, "height", inner, NULL);
        vips_operation_block_set_("VipsForeignLoadSvgBuffer", 1);
    } else {
        recipebook_vips_need_format_of(buffer, length);
        // A book's own picture (a photo's loaders only; SVG stays blocked): its middle square.
        const char *loader = vips_foreign_find_load_buffer_(buffer, length);
        refused = loader == NULL || strcmp(loader, "VipsForeignLoadSvgBuffer") == 0
            || vips_thumbnail_buffer_((void *)buffer, length, &drawn, inner, "height", inner,
                                     "crop", INTERESTING_CENTRE, NULL);
    }
    if (refused) return NULL;
    if (opaque) {
        double colour[3] = {red, green, blue};
        VipsArea *background = vips_array_double_new_(colour, 3);
        int failed = vips_image_hasalpha_(drawn) ? vips_flatten_(drawn, &flat, "background", background, NULL)
                                                : vips_copy_(drawn, &flat, NULL);
        g_object_unref_(drawn);
        if (failed) { vips_area_unref_(background); return NULL; }
        failed = vips_embed_(flat, &out, (size - vips_image_get_width_(flat)) / 2, (size - vips_image_get_height_(flat)) / 2,
                            size, size, "extend", EXTEND_BACKGROUND, "background", background, NULL);
        vips_area_unref_(background);
        g_object_unref_(flat);
        return failed ? NULL : out;
    }
    double clear[4] = {0, 0, 0, 0};
    VipsArea *background = vips_array_double_new_(clear, vips_image_get_bands_(drawn) == 4 ? 4 : 3);
    int failed = vips_embed_(drawn, &out, (size - vips_image_get_width_(drawn)) / 2, (size - vips_image_get_height_(drawn)) / 2,
                            size, size, "extend", EXTEND_BACKGROUND, "background", background, NULL);
    vips_area_unref_(background);
    g_object_unref_(drawn);
    return failed ? NULL : out;
}

/// `image` laid on white when it has an alpha channel (for JPEG), else `image` itself, referenced.
VipsImage *recipebook_vips_flatten_white(VipsImage *image) {
    if (!vips_image_hasalpha_(image)) { g_object_ref_(image); return image; }
    VipsImage *out = NULL;
    double white[3] = {255, 255, 255};
    VipsArea *background = vips_array_double_new_(white, 3);
    int failed = vips_flatten_(image, &out, "background", background, NULL);
    vips_area_unref_(background);
    return failed ? NULL : out;
}

/// A copy of `image` with every metadata field taken off (EXIF, XMP, IPTC, ICC, orientation,
/// comments): libvips 8.14's WebP writer keeps EXIF even when told to strip, so nothing is
/// left for any writer to keep. The built-in header fields (size, bands) cannot be removed.
VipsImage *recipebook_vips_without_metadata(VipsImage *image) {
    VipsImage *out = NULL;
    if (vips_copy_(image, &out, NULL)) return NULL;
    char **fields = vips_image_get_fields_(out);
    for (int i = 0; fields && fields[i]; i++) vips_image_remove_(out, fields[i]);
    g_strfreev_(fields);
    return out;
}

/// `image` as WebP bytes without any metadata (EXIF, XMP, ICC).
int recipebook_vips_webp(VipsImage *image, int quality, void **bytes, size_t *length) {
    return vips_webpsave_buffer_(image, bytes, length, "Q", quality, "strip", 1, NULL);
}

/// `image` as progressive JPEG bytes without any metadata (EXIF, XMP, ICC).
int recipebook_vips_jpeg(VipsImage *image, int quality, void **bytes, size_t *length) {
    return vips_jpegsave_buffer_(image, bytes, length, "Q", quality, "strip", 1, "optimize_coding", 1,
                                "interlace", 1, NULL);
}

/// `image` as PNG bytes without any metadata (EXIF, XMP, ICC): a guide's picture remade.
int recipebook_vips_png_stripped(VipsImage *image, void **bytes, size_t *length) {
    return vips_pngsave_buffer_(image, bytes, length, "strip", 1, NULL);
}

/// `image` as JPEG bytes keeping its metadata: for making test photos that carry EXIF.
int recipebook_vips_jpeg_keeping_metadata(VipsImage *image, void **bytes, size_t *length) {
    return vips_jpegsave_buffer_(image, bytes, length, "Q", 85, NULL);
}

/// `image` as PNG bytes: for making test photos.
int recipebook_vips_png(VipsImage *image, void **bytes, size_t *length) {
    return vips_pngsave_buffer_(image, bytes, length, NULL);
}

/// A gradient test picture `width` × `height`, three bands of 8 bits.
VipsImage *recipebook_vips_gradient(int width, int height, double red, double green, double blue) {
    VipsImage *x = NULL, *scaled = NULL, *joined = NULL, *out = NULL;
    if (vips_xyz_(&x, width, height, NULL)) return NULL;
    VipsImage *bands[2] = {NULL, NULL};
    if (vips_extract_band_(x, &bands[0], 0, NULL) || vips_extract_band_(x, &bands[1], 1, NULL)) { g_object_unref_(x); return NULL; }
    g_object_unref_(x);
    double a[3] = {red / width, green / height, blue / width};
    double b[3] = {0, 0, 64};
    VipsImage *sum = NULL;
    if (vips_add_(bands[0], bands[1], &sum, NULL)) { g_object_unref_(bands[0]); g_object_unref_(bands[1]); return NULL; }
    g_object_unref_(bands[0]); g_object_unref_(bands[1]);
    VipsImage *three[3] = {sum, sum, sum};
    if (vips_bandjoin_(three, &joined, 3, NULL)) { g_object_unref_(sum); return NULL; }
    g_object_unref_(sum);
    if (vips_linear_(joined, &scaled, a, b, 3, NULL)) { g_object_unref_(joined); return NULL; }
    g_object_unref_(joined);
    if (vips_cast_uchar_(scaled, &out, NULL)) { g_object_unref_(scaled); return NULL; }
    g_object_unref_(scaled);
    return out;
}
