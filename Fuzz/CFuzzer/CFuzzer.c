// The declaration in include/CFuzzer.h is all this target holds; -sanitize=fuzzer links the driver.
#include "CFuzzer.h"
