#ifndef OPENUIKIT_CMALLOCCOUNTER_H
#define OPENUIKIT_CMALLOCCOUNTER_H
#include <stddef.h>

/// Starts counting allocations and frees from zero.
void openuikit_begin_peak_measurement(void);

/// Stops counting and returns the highest number of bytes that were allocated beyond the
/// starting point at any moment since `openuikit_begin_peak_measurement`.
long long openuikit_end_peak_measurement(void);

#endif
