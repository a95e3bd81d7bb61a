#ifndef OPENUIKIT_TILE_SCANLINES_H
#define OPENUIKIT_TILE_SCANLINES_H

#include <stddef.h>
#include <stdint.h>

/// Turns a rectangle of a Cairo ARGB32 frame (premultiplied, one native-endian 32-bit word a
/// pixel, rows `stride` bytes apart) into PNG scanlines, each filtered by its left neighbour
/// ("Sub"): RGB when every pixel is opaque, else RGBA with the alpha divided back out.
/// `out` holds at least height * (1 + width * 4) bytes. Returns the channels written (3 or 4).
/// In C so the web host's debug builds, which tests run, encode a frame in milliseconds.
int openuikit_tile_scanlines(
    const uint8_t *pixels, size_t stride, int x, int y, int width, int height, uint8_t *out);

#endif
