// glibc's allocator (`mallopt`, `malloc_trim`), on Linux only.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
