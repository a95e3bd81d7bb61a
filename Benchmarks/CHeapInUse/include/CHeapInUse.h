#ifndef OPENUIKIT_CHEAPINUSE_H
#define OPENUIKIT_CHEAPINUSE_H
#include <stddef.h>

/// Bytes currently allocated through malloc (glibc's mallinfo2 "uordblks", or AddressSanitizer's
/// own count in a sanitized build): a malloc counter, not the process's resident size.
size_t openuikit_allocated_bytes(void);

#endif
