#ifndef OPENUIKIT_CMALLOCCOUNTER_H
#define OPENUIKIT_CMALLOCCOUNTER_H
#include <stddef.h>

/// Bytes currently allocated through malloc (glibc's mallinfo2 "uordblks"): a malloc counter,
/// not the process's resident size.
size_t openuikit_allocated_bytes(void);

#endif
