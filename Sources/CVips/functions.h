// The libvips and GLib functions the wrappers call, looked up when libvips is opened. Their
// types are written here from libvips 8's headers, which are not included: the build needs
// no libvips, only a running `recipebook` that meets a photo.
#ifndef RECIPEBOOK_CVIPS_FUNCTIONS_H
#define RECIPEBOOK_CVIPS_FUNCTIONS_H

#include "include/CVips.h"

typedef RecipebookVipsImage VipsImage;
typedef struct RecipebookVipsArea VipsArea;
typedef void (*LogHandler)(const char *domain, int level, const char *message, void *data);
typedef int (*FreeCallback)(void *a, void *b);

// The values of libvips's enums that the wrappers pass (VipsAccess, VipsSize,
// VipsInteresting, VipsExtend) and of VIPS_MAX_COORD, as its stable ABI (libvips.so.42) has them.
enum { ACCESS_SEQUENTIAL = 1, SIZE_BOTH = 0, SIZE_DOWN = 2, INTERESTING_CENTRE = 1, EXTEND_BACKGROUND = 5 };
enum { MAX_COORD = 10000000, ABI_VERSION = 42 };
// GLib's log levels the quiet handler takes: warnings, messages, information.
enum { LOG_WARNING = 1 << 4, LOG_MESSAGE = 1 << 5, LOG_INFO = 1 << 6 };

#define RECIPEBOOK_VIPS_FUNCTIONS(X) \
    X(int, vips_init, (const char *)) \
    X(int, vips_version, (int)) \
    X(unsigned, g_log_set_handler, (const char *, int, LogHandler, void *)) \
    X(void, vips_cache_set_max, (int)) \
    X(void, vips_block_untrusted_set, (int)) \
    X(void, vips_concurrency_set, (int)) \
    X(void, vips_operation_block_set, (const char *, int)) \
    X(const char *, vips_error_buffer, (void)) \
    X(void, vips_error_clear, (void)) \
    X(void, g_object_unref, (void *)) \
    X(void *, g_object_ref, (void *)) \
    X(void, g_free, (void *)) \
    X(void *, g_memdup2, (const void *, size_t)) \
    X(void, g_strfreev, (char **)) \
    X(void *, g_module_open, (const char *, int)) \
    X(void, g_module_make_resident, (void *)) \
    X(int, vips_image_get_width, (VipsImage *)) \
    X(int, vips_image_get_height, (VipsImage *)) \
    X(int, vips_image_get_bands, (VipsImage *)) \
    X(int, vips_image_get_orientation, (VipsImage *)) \
    X(int, vips_image_hasalpha, (VipsImage *)) \
    X(VipsImage *, vips_image_copy_memory, (VipsImage *)) \
    X(char **, vips_image_get_fields, (VipsImage *)) \
    X(int, vips_image_remove, (VipsImage *, const char *)) \
    X(void, vips_image_set_blob, (VipsImage *, const char *, FreeCallback, const void *, size_t)) \
    X(void, vips_image_set_int, (VipsImage *, const char *, int)) \
    X(VipsArea *, vips_array_double_new, (const double *, int)) \
    X(void, vips_area_unref, (VipsArea *)) \
    X(const char *, vips_foreign_find_load_buffer, (const void *, size_t)) \
    X(VipsImage *, vips_image_new_from_buffer, (const void *, size_t, const char *, ...)) \
    X(int, vips_thumbnail_buffer, (void *, size_t, VipsImage **, int, ...)) \
    X(int, vips_thumbnail_image, (VipsImage *, VipsImage **, int, ...)) \
    X(int, vips_flatten, (VipsImage *, VipsImage **, ...)) \
    X(int, vips_copy, (VipsImage *, VipsImage **, ...)) \
    X(int, vips_embed, (VipsImage *, VipsImage **, int, int, int, int, ...)) \
    X(int, vips_webpsave_buffer, (VipsImage *, void **, size_t *, ...)) \
    X(int, vips_jpegsave_buffer, (VipsImage *, void **, size_t *, ...)) \
    X(int, vips_pngsave_buffer, (VipsImage *, void **, size_t *, ...)) \
    X(int, vips_xyz, (VipsImage **, int, int, ...)) \
    X(int, vips_extract_band, (VipsImage *, VipsImage **, int, ...)) \
    X(int, vips_add, (VipsImage *, VipsImage *, VipsImage **, ...)) \
    X(int, vips_bandjoin, (VipsImage **, VipsImage **, int, ...)) \
    X(int, vips_linear, (VipsImage *, VipsImage **, const double *, const double *, int, ...)) \
    X(int, vips_cast_uchar, (VipsImage *, VipsImage **, ...))

/// Opens libvips's HEIF module when `buffer` is an ISO media file (HEIC, AVIF): libvips is
/// started without its modules (Library.c).
void recipebook_vips_need_format_of(const void *buffer, size_t length);

// Each function as a pointer named after it with a trailing underscore (`vips_copy_`).
#define RECIPEBOOK_VIPS_DECLARE(type, name, arguments) extern type (*name##_) arguments;
RECIPEBOOK_VIPS_FUNCTIONS(RECIPEBOOK_VIPS_DECLARE)

#endif
