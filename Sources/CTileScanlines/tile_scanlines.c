#include "tile_scanlines.h"

#include <string.h>

static int is_opaque(const uint8_t *pixels, size_t stride, int x, int y, int width, int height) {
    for (int row = 0; row < height; row++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)(y + row) * stride) + x;
        for (int column = 0; column < width; column++) {
            if ((source[column] >> 24) != 0xFF) return 0;
        }
    }
    return 1;
}

static uint8_t straight(uint32_t channel, uint32_t alpha) {
    if (alpha == 0xFF) return (uint8_t)channel;
    if (alpha == 0) return 0;
    uint32_t value = (channel * 255 + alpha / 2) / alpha;
    return (uint8_t)(value > 255 ? 255 : value);
}

int openuikit_tile_scanlines(
    const uint8_t *pixels, size_t stride, int x, int y, int width, int height, uint8_t *out) {
    const int channels = is_opaque(pixels, stride, x, y, width, height) ? 3 : 4;
    for (int row = 0; row < height; row++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)(y + row) * stride) + x;
        uint8_t *line = out + (size_t)row * (1 + (size_t)width * channels);
        *line++ = 1; /* Sub */
        uint8_t previous[4] = {0, 0, 0, 0};
        for (int column = 0; column < width; column++) {
            const uint32_t pixel = source[column];
            const uint32_t alpha = pixel >> 24;
            uint8_t current[4] = {
                straight((pixel >> 16) & 0xFF, alpha), straight((pixel >> 8) & 0xFF, alpha),
                straight(pixel & 0xFF, alpha), (uint8_t)alpha};
            for (int channel = 0; channel < channels; channel++) {
                *line++ = (uint8_t)(current[channel] - previous[channel]);
            }
            memcpy(previous, current, sizeof previous);
        }
    }
    return channels;
}

void openuikit_rows_matching_shift(
    const uint8_t *previous, const uint8_t *current, size_t stride, int x, int y, int width, int height, int shift,
    uint8_t *matched) {
    const size_t bytes = (size_t)width * 4;
    for (int row = 0; row < height; row++) {
        const int source = row + shift;
        if (source < 0 || source >= height) {
            matched[row] = 0;
            continue;
        }
        const uint8_t *now = current + (size_t)(y + row) * stride + (size_t)x * 4;
        const uint8_t *before = previous + (size_t)(y + source) * stride + (size_t)x * 4;
        matched[row] = memcmp(now, before, bytes) == 0;
    }
}
