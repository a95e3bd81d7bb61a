// Pixman, Cairo's pixel compositor, found through pkg-config's "pixman-1" (Debian:
// libpixman-1-dev, which libcairo2-dev depends on). The renderer composites cached corner masks
// and backing stores with it directly, without a Cairo call's set-up per rectangle.
#include <pixman.h>
