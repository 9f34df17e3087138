// Opens libvips when the first photo (or icon) needs it, and the small accessors Swift calls.
#define _GNU_SOURCE // dladdr, on glibc
#include "functions.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RECIPEBOOK_VIPS_DEFINE(type, name, arguments) type (*name##_) arguments = NULL;
RECIPEBOOK_VIPS_FUNCTIONS(RECIPEBOOK_VIPS_DEFINE)

/// Where Debian's libvips keeps its HEIF module: beside the library, in `vips-modules-8.14/`.
static char heifModule[4096] = "";

/// libvips's library by the names it is installed under: Debian's, then Homebrew's.
static void *openLibrary(void) {
    static const char *names[] = {
#if defined(__APPLE__)
        "libvips.42.dylib", "/opt/homebrew/lib/libvips.42.dylib", "/usr/local/lib/libvips.42.dylib",
#else
        "libvips.so.42",
#endif
    };
    for (size_t index = 0; index < sizeof names / sizeof names[0]; index++) {
        void *library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        if (library) return library;
    }
    return NULL;
}

/// Every function of the table looked up in `library` (GLib's through libvips's own links).
static int lookUp(void *library) {
#define RECIPEBOOK_VIPS_LOOK_UP(type, name, arguments) \
    if (!(name##_ = (type (*) arguments)dlsym(library, #name))) return -1;
    RECIPEBOOK_VIPS_FUNCTIONS(RECIPEBOOK_VIPS_LOOK_UP)
    return 0;
}

static void quiet(const char *domain, int level, const char *message, void *data) {
    (void)domain; (void)level; (void)message; (void)data;
}

/// Opens libvips and starts it, once for the process (the caller's `static let` makes it so):
/// no operation cache (each photo is made once, and the cache would hold decoded images),
/// and the loaders libvips marks untrusted (ImageMagick, among others) refused, so that only
/// its own, fuzzed loaders read a photo. Its warnings on standard error ("Premature end of
/// JPEG file") are silenced: a photo that fails is reported once, at its recipe's line.
int recipebook_vips_start(void) {
    void *library = openLibrary();
    if (!library || lookUp(library) != 0) return -1;
    // VIPS_INIT's check: the library's ABI is the one the table above was written for.
    if (vips_version_(3) - vips_version_(5) != ABI_VERSION) return -1;
#if defined(__linux__)
    // Debian's libvips loads its modules at its start, from under VIPSHOME: the HEIF module,
    // and ImageMagick's, Poppler's and OpenSlide's, whose loaders the start blocks anyway;
    // they were most of its start. VIPSHOME names no folder while it starts, and the HEIF
    // module is opened when a photo needs it (`recipebook_vips_need_format_of`).
    Dl_info found;
    if (dladdr((void *)vips_init_, &found) && found.dli_fname) {
        const char *slash = strrchr(found.dli_fname, '/');
        snprintf(heifModule, sizeof heifModule, "%.*s/vips-modules-%d.%d/vips-heif.so",
                 slash ? (int)(slash - found.dli_fname) : 1, slash ? found.dli_fname : ".", vips_version_(0), vips_version_(1));
    }
    const char *home = getenv("VIPSHOME");
    char *kept = home ? strdup(home) : NULL;
    setenv("VIPSHOME", "/nonexistent/recipebook-opens-modules-itself", 1);
    int failed = vips_init_("recipebook");
    if (kept) { setenv("VIPSHOME", kept, 1); free(kept); } else unsetenv("VIPSHOME");
    if (failed) return -1;
#else
    if (vips_init_("recipebook") != 0) return -1;
#endif
    g_log_set_handler_("VIPS", LOG_WARNING | LOG_MESSAGE | LOG_INFO, quiet, NULL);
    vips_cache_set_max_(0);
    vips_block_untrusted_set_(1);
    // Photos are made one per core by the caller; one worker per photo keeps both from
    // fighting over the same cores.
    vips_concurrency_set_(1);
    return 0;
}

static pthread_once_t heifOpened = PTHREAD_ONCE_INIT;

static void openHEIF(void) {
    // GModule runs the module's own start, which adds its loaders to libvips.
    void *module = heifModule[0] ? g_module_open_(heifModule, 1) : NULL;
    if (module) g_module_make_resident_(module);
}

void recipebook_vips_need_format_of(const void *buffer, size_t length) {
    const unsigned char *bytes = buffer;
    if (length >= 12 && memcmp(bytes + 4, "ftyp", 4) == 0) pthread_once(&heifOpened, openHEIF);
}

const char *recipebook_vips_error_buffer(void) { return vips_error_buffer_(); }
void recipebook_vips_error_clear(void) { vips_error_clear_(); }
void recipebook_vips_unref(RecipebookVipsImage *image) { g_object_unref_(image); }
void recipebook_vips_free(void *bytes) { g_free_(bytes); }
int recipebook_vips_width(RecipebookVipsImage *image) { return vips_image_get_width_(image); }
int recipebook_vips_height(RecipebookVipsImage *image) { return vips_image_get_height_(image); }
int recipebook_vips_orientation(RecipebookVipsImage *image) { return vips_image_get_orientation_(image); }
RecipebookVipsImage *recipebook_vips_copy_memory(RecipebookVipsImage *image) { return vips_image_copy_memory_(image); }
char **recipebook_vips_fields(RecipebookVipsImage *image) { return vips_image_get_fields_(image); }
void recipebook_vips_free_fields(char **fields) { g_strfreev_(fields); }

static int freeBlob(void *bytes, void *unused) {
    (void)unused;
    g_free_(bytes);
    return 0;
}

void recipebook_vips_set_blob(RecipebookVipsImage *image, const char *name, const void *bytes, size_t length) {
    void *copy = g_memdup2_(bytes, length);
    if (copy) vips_image_set_blob_(image, name, freeBlob, copy, length);
}

void recipebook_vips_set_int(RecipebookVipsImage *image, const char *name, int value) {
    vips_image_set_int_(image, name, value);
}
