// libvips's operations take their optional arguments as C varargs, which Swift cannot call:
// these wrappers fix the arguments the `Images` module uses. Nothing else includes libvips.
#include <string.h>
#include <vips/vips.h>

/// Starts libvips once for the process: no operation cache (each photo is made once, and the
/// cache would hold decoded images), and the loaders libvips marks untrusted (ImageMagick,
/// among others) refused, so that only its own, fuzzed loaders read a photo.
static inline void recipebook_vips_quiet(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

/// Also silences libvips's own warnings on standard error ("Premature end of JPEG file"): a
/// photo that fails is reported once, as a warning at its recipe's line, and nothing else.
static inline int recipebook_vips_start(void) {
    if (VIPS_INIT("recipebook")) return -1;
    g_log_set_handler("VIPS", (GLogLevelFlags)(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO),
                      recipebook_vips_quiet, NULL);
    vips_cache_set_max(0);
    vips_block_untrusted_set(TRUE);
    // Photos are made one per core by the caller; one worker per photo keeps both from
    // fighting over the same cores.
    vips_concurrency_set(1);
    return 0;
}

/// The image in `buffer`, its header read and its pixels not decoded.
static inline VipsImage *recipebook_vips_header(const void *buffer, size_t length) {
    return vips_image_new_from_buffer(buffer, length, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

/// The image in `buffer` turned upright and shrunk (never enlarged) to `width` pixels across,
/// decoding only what that needs; a truncated or damaged file is an error, not grey pixels.
static inline VipsImage *recipebook_vips_thumbnail_buffer(const void *buffer, size_t length, int width) {
    VipsImage *out = NULL;
    if (vips_thumbnail_buffer((void *)buffer, length, &out, width, "height", VIPS_MAX_COORD,
                              "size", VIPS_SIZE_DOWN, "option_string", "fail_on=truncated", NULL)) return NULL;
    return out;
}

/// `image` (already upright) shrunk to `width` pixels across.
static inline VipsImage *recipebook_vips_thumbnail_image(VipsImage *image, int width) {
    VipsImage *out = NULL;
    if (vips_thumbnail_image(image, &out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL)) return NULL;
    return out;
}

/// `image` (already upright) scaled to cover `width` × `height` and cropped to it around its
/// centre, enlarged when smaller: a link preview's card has one fixed size.
static inline VipsImage *recipebook_vips_cover_image(VipsImage *image, int width, int height) {
    VipsImage *out = NULL;
    if (vips_thumbnail_image(image, &out, width, "height", height, "crop", VIPS_INTERESTING_CENTRE,
                             "size", VIPS_SIZE_BOTH, NULL)) return NULL;
    return out;
}

/// The vector drawing in `buffer` (an SVG) drawn `inner` pixels across on a square of `size`,
/// centred: on `background` (red, green, blue) when `opaque`, else on transparent pixels.
/// libvips marks its SVG loader untrusted, which start blocks: it is let through only while
/// this drawing is set up (the caller holds the lock every pipeline is built under), and only
/// for bytes it is the loader of, never another untrusted one. Photos never reach libvips as
/// SVG: their kind is told by their first bytes before.
static inline VipsImage *recipebook_vips_icon(const void *buffer, size_t length, int size, int inner,
                                              double red, double green, double blue, int opaque, int svg) {
    VipsImage *drawn = NULL, *flat = NULL, *out = NULL;
    int refused;
    if (svg) {
        vips_operation_block_set("VipsForeignLoadSvgBuffer", FALSE);
        const char *loader = vips_foreign_find_load_buffer(buffer, length);
        refused = loader == NULL || strcmp(loader, "VipsForeignLoadSvgBuffer") != 0
            || vips_thumbnail_buffer((void *)buffer, length, &drawn, inner, "height", inner, NULL);
        vips_operation_block_set("VipsForeignLoadSvgBuffer", TRUE);
    } else {
        // A book's own picture (a photo's loaders only; SVG stays blocked): its middle square.
        const char *loader = vips_foreign_find_load_buffer(buffer, length);
        refused = loader == NULL || strcmp(loader, "VipsForeignLoadSvgBuffer") == 0
            || vips_thumbnail_buffer((void *)buffer, length, &drawn, inner, "height", inner,
                                     "crop", VIPS_INTERESTING_CENTRE, NULL);
    }
    if (refused) return NULL;
    if (opaque) {
        double colour[3] = {red, green, blue};
        VipsArrayDouble *background = vips_array_double_new(colour, 3);
        int failed = vips_image_hasalpha(drawn) ? vips_flatten(drawn, &flat, "background", background, NULL)
                                                : vips_copy(drawn, &flat, NULL);
        g_object_unref(drawn);
        if (failed) { vips_area_unref(VIPS_AREA(background)); return NULL; }
        failed = vips_embed(flat, &out, (size - vips_image_get_width(flat)) / 2, (size - vips_image_get_height(flat)) / 2,
                            size, size, "extend", VIPS_EXTEND_BACKGROUND, "background", background, NULL);
        vips_area_unref(VIPS_AREA(background));
        g_object_unref(flat);
        return failed ? NULL : out;
    }
    double clear[4] = {0, 0, 0, 0};
    VipsArrayDouble *background = vips_array_double_new(clear, vips_image_get_bands(drawn) == 4 ? 4 : 3);
    int failed = vips_embed(drawn, &out, (size - vips_image_get_width(drawn)) / 2, (size - vips_image_get_height(drawn)) / 2,
                            size, size, "extend", VIPS_EXTEND_BACKGROUND, "background", background, NULL);
    vips_area_unref(VIPS_AREA(background));
    g_object_unref(drawn);
    return failed ? NULL : out;
}

/// `image` laid on white when it has an alpha channel (for JPEG), else `image` itself, referenced.
static inline VipsImage *recipebook_vips_flatten_white(VipsImage *image) {
    if (!vips_image_hasalpha(image)) { g_object_ref(image); return image; }
    VipsImage *out = NULL;
    double white[3] = {255, 255, 255};
    VipsArrayDouble *background = vips_array_double_new(white, 3);
    int failed = vips_flatten(image, &out, "background", background, NULL);
    vips_area_unref(VIPS_AREA(background));
    return failed ? NULL : out;
}

/// A copy of `image` with every metadata field taken off (EXIF, XMP, IPTC, ICC, orientation,
/// comments): libvips 8.14's WebP writer keeps EXIF even when told to strip, so nothing is
/// left for any writer to keep. The built-in header fields (size, bands) cannot be removed.
static inline VipsImage *recipebook_vips_without_metadata(VipsImage *image) {
    VipsImage *out = NULL;
    if (vips_copy(image, &out, NULL)) return NULL;
    gchar **fields = vips_image_get_fields(out);
    for (int i = 0; fields && fields[i]; i++) vips_image_remove(out, fields[i]);
    g_strfreev(fields);
    return out;
}

/// `image` as WebP bytes without any metadata (EXIF, XMP, ICC).
static inline int recipebook_vips_webp(VipsImage *image, int quality, void **bytes, size_t *length) {
    return vips_webpsave_buffer(image, bytes, length, "Q", quality, "strip", TRUE, NULL);
}

/// `image` as progressive JPEG bytes without any metadata (EXIF, XMP, ICC).
static inline int recipebook_vips_jpeg(VipsImage *image, int quality, void **bytes, size_t *length) {
    return vips_jpegsave_buffer(image, bytes, length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE,
                                "interlace", TRUE, NULL);
}

/// `image` as PNG bytes without any metadata (EXIF, XMP, ICC): a guide's picture remade.
static inline int recipebook_vips_png_stripped(VipsImage *image, void **bytes, size_t *length) {
    return vips_pngsave_buffer(image, bytes, length, "strip", TRUE, NULL);
}

/// `image` as JPEG bytes keeping its metadata: for making test photos that carry EXIF.
static inline int recipebook_vips_jpeg_keeping_metadata(VipsImage *image, void **bytes, size_t *length) {
    return vips_jpegsave_buffer(image, bytes, length, "Q", 85, NULL);
}

/// `image` as PNG bytes: for making test photos.
static inline int recipebook_vips_png(VipsImage *image, void **bytes, size_t *length) {
    return vips_pngsave_buffer(image, bytes, length, NULL);
}

/// A gradient test picture `width` × `height`, three bands of 8 bits.
static inline VipsImage *recipebook_vips_gradient(int width, int height, double red, double green, double blue) {
    VipsImage *x = NULL, *scaled = NULL, *joined = NULL, *out = NULL;
    if (vips_xyz(&x, width, height, NULL)) return NULL;
    VipsImage *bands[2] = {NULL, NULL};
    if (vips_extract_band(x, &bands[0], 0, NULL) || vips_extract_band(x, &bands[1], 1, NULL)) { g_object_unref(x); return NULL; }
    g_object_unref(x);
    double a[3] = {red / width, green / height, blue / width};
    double b[3] = {0, 0, 64};
    VipsImage *sum = NULL;
    if (vips_add(bands[0], bands[1], &sum, NULL)) { g_object_unref(bands[0]); g_object_unref(bands[1]); return NULL; }
    g_object_unref(bands[0]); g_object_unref(bands[1]);
    VipsImage *three[3] = {sum, sum, sum};
    if (vips_bandjoin(three, &joined, 3, NULL)) { g_object_unref(sum); return NULL; }
    g_object_unref(sum);
    if (vips_linear(joined, &scaled, a, b, 3, NULL)) { g_object_unref(joined); return NULL; }
    g_object_unref(joined);
    if (vips_cast_uchar(scaled, &out, NULL)) { g_object_unref(scaled); return NULL; }
    g_object_unref(scaled);
    return out;
}
