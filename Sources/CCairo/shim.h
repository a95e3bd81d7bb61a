// Cairo, found through pkg-config's "cairo" (Debian: libcairo2-dev).
#include <cairo.h>
