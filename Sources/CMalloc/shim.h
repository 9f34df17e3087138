// The C allocator's settings (glibc's mallopt), on Linux only.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
