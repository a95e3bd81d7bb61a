#include <malloc.h>
#include "CHeapInUse.h"

// Apart from CMallocCounter, which replaces malloc to track a peak: a benchmark that only reads
// the heap in use can then also be built with AddressSanitizer, whose malloc it must not replace.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OPENUIKIT_ASAN 1
#endif
#endif

#ifdef OPENUIKIT_ASAN
#include <sanitizer/allocator_interface.h>
size_t openuikit_allocated_bytes(void) {
    return __sanitizer_get_current_allocated_bytes();
}
#else
size_t openuikit_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks;
}
#endif
