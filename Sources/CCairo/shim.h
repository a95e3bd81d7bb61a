// Cairo, found through pkg-config's "cairo" (Debian: libcairo2-dev), with its PDF surface.
#include <cairo.h>
#include <cairo-pdf.h>
