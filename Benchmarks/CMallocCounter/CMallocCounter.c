#include <malloc.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <errno.h>
#include "CMallocCounter.h"

// glibc has no peak counter, so the benchmarks link their own malloc: each call goes on to
// glibc's allocator and, while a measurement is running, moves a running total and its peak.
// Sizes are the blocks' usable sizes, so a free subtracts exactly what its allocation added.
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static atomic_bool measuring;
static atomic_llong current;
static atomic_llong peak;

static void added(void *block) {
    if (!block || !atomic_load_explicit(&measuring, memory_order_relaxed)) return;
    long long now = atomic_fetch_add_explicit(&current, (long long)malloc_usable_size(block), memory_order_relaxed)
        + (long long)malloc_usable_size(block);
    long long seen = atomic_load_explicit(&peak, memory_order_relaxed);
    while (now > seen && !atomic_compare_exchange_weak_explicit(&peak, &seen, now, memory_order_relaxed, memory_order_relaxed)) {}
}

static void removed(void *block) {
    if (!block || !atomic_load_explicit(&measuring, memory_order_relaxed)) return;
    atomic_fetch_sub_explicit(&current, (long long)malloc_usable_size(block), memory_order_relaxed);
}

void *malloc(size_t size) {
    void *block = __libc_malloc(size);
    added(block);
    return block;
}

void *calloc(size_t count, size_t size) {
    void *block = __libc_calloc(count, size);
    added(block);
    return block;
}

void *realloc(void *old, size_t size) {
    removed(old);
    void *block = __libc_realloc(old, size);
    // A failed realloc leaves the old block in place.
    added(block ? block : (size ? old : NULL));
    return block;
}

void free(void *block) {
    removed(block);
    __libc_free(block);
}

void *memalign(size_t alignment, size_t size) {
    void *block = __libc_memalign(alignment, size);
    added(block);
    return block;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *block = memalign(alignment, size);
    if (!block) return ENOMEM;
    *result = block;
    return 0;
}

void openuikit_begin_peak_measurement(void) {
    atomic_store(&current, 0);
    atomic_store(&peak, 0);
    atomic_store(&measuring, true);
}

long long openuikit_end_peak_measurement(void) {
    atomic_store(&measuring, false);
    return atomic_load(&peak);
}
