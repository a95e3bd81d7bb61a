#include <malloc.h>
#include "CMallocCounter.h"

size_t openuikit_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks;
}
