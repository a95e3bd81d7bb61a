// Pango with its Cairo renderer, found through pkg-config's "pangocairo" (Debian: libpango1.0-dev).
#include <pango/pangocairo.h>
