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


/// Marks in `matched` (a byte a row of the rectangle, 1 or 0) the rows of `current` inside the
/// rectangle (`x`, `y`, `width`, `height`) that equal the rows `shift` below in `previous`
/// (above when negative), those also inside the rectangle: where a scrolled view's pixels are
/// last frame's, moved. Both frames have rows `stride` bytes apart.
void openuikit_rows_matching_shift(
    const uint8_t *previous, const uint8_t *current, size_t stride, int x, int y, int width, int height, int shift,
    uint8_t *matched);

#endif
