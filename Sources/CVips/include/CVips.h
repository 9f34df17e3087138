// The one door to libvips: fixed-argument wrappers over its operations (which take their
// optional arguments as C varargs, which Swift cannot call). libvips is opened on first use
// (`recipebook_vips_start`), not linked: loading its hundred libraries took longer than a
// whole build of a book without photos. Nothing else calls libvips.
#ifndef RECIPEBOOK_CVIPS_H
#define RECIPEBOOK_CVIPS_H

#include <stddef.h>

/// A libvips image (`VipsImage`), owned by whoever was given it: `recipebook_vips_unref` frees it.
typedef struct RecipebookVipsImage RecipebookVipsImage;

/// Opens libvips and starts it, once for the process; 0 when it is ready.
int recipebook_vips_start(void);
/// libvips's error buffer, and clearing it.
const char *recipebook_vips_error_buffer(void);
void recipebook_vips_error_clear(void);
/// Frees an image, or bytes libvips made.
void recipebook_vips_unref(RecipebookVipsImage *image);
void recipebook_vips_free(void *bytes);

int recipebook_vips_width(RecipebookVipsImage *image);
int recipebook_vips_height(RecipebookVipsImage *image);
int recipebook_vips_orientation(RecipebookVipsImage *image);
/// The image's pixels made now, into memory.
RecipebookVipsImage *recipebook_vips_copy_memory(RecipebookVipsImage *image);
/// The names of the image's metadata fields, NULL-terminated; freed by `recipebook_vips_free_fields`.
char **recipebook_vips_fields(RecipebookVipsImage *image);
void recipebook_vips_free_fields(char **fields);
/// A copy of `length` bytes set as the blob field `name`, and an integer field.
void recipebook_vips_set_blob(RecipebookVipsImage *image, const char *name, const void *bytes, size_t length);
void recipebook_vips_set_int(RecipebookVipsImage *image, const char *name, int value);

RecipebookVipsImage *recipebook_vips_header(const void *buffer, size_t length);
RecipebookVipsImage *recipebook_vips_thumbnail_buffer(const void *buffer, size_t length, int width);
RecipebookVipsImage *recipebook_vips_thumbnail_image(RecipebookVipsImage *image, int width);
RecipebookVipsImage *recipebook_vips_cover_image(RecipebookVipsImage *image, int width, int height);
RecipebookVipsImage *recipebook_vips_icon(const void *buffer, size_t length, int size, int inner,
                                          double red, double green, double blue, int opaque, int svg);
RecipebookVipsImage *recipebook_vips_flatten_white(RecipebookVipsImage *image);
RecipebookVipsImage *recipebook_vips_without_metadata(RecipebookVipsImage *image);
int recipebook_vips_webp(RecipebookVipsImage *image, int quality, void **bytes, size_t *length);
int recipebook_vips_jpeg(RecipebookVipsImage *image, int quality, void **bytes, size_t *length);
int recipebook_vips_png_stripped(RecipebookVipsImage *image, void **bytes, size_t *length);
int recipebook_vips_jpeg_keeping_metadata(RecipebookVipsImage *image, void **bytes, size_t *length);
int recipebook_vips_png(RecipebookVipsImage *image, void **bytes, size_t *length);
RecipebookVipsImage *recipebook_vips_gradient(int width, int height, double red, double green, double blue);

#endif
