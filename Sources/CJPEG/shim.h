// libjpeg-turbo, found through pkg-config's "libjpeg" (Debian: libjpeg62-turbo-dev).
//
// libjpeg reports a fatal error by calling `error_exit`, which must not return: the usual
// answer is setjmp/longjmp, which Swift cannot do. So the whole decode is this one C function,
// with the jump inside it; Swift sees only a status, the pixels and the error message.
#ifndef OPENUIKIT_CJPEG_SHIM_H
#define OPENUIKIT_CJPEG_SHIM_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct openuikit_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void openuikit_jpeg_error_exit(j_common_ptr info) {
    struct openuikit_jpeg_error *error = (struct openuikit_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (corrupt data that libjpeg works around, as iOS does) are counted, not printed.
static void openuikit_jpeg_output_message(j_common_ptr info) { (void)info; }

// Routes libjpeg's fatal errors to `error` (its message kept, then a jump to `error->jump`, which
// the caller sets) and its warnings nowhere; `message`, the caller's, starts empty.
static struct jpeg_error_mgr *openuikit_jpeg_errors(struct openuikit_jpeg_error *error, char *message) {
    struct jpeg_error_mgr *manager = jpeg_std_error(&error->manager);
    error->manager.error_exit = openuikit_jpeg_error_exit;
    error->manager.output_message = openuikit_jpeg_output_message;
    error->message[0] = 0;
    message[0] = 0;
    return manager;
}

// The message of a fatal error, into the caller's JMSG_LENGTH_MAX bytes.
static void openuikit_jpeg_take_message(const struct openuikit_jpeg_error *error, char *message) {
    strncpy(message, error->message, JMSG_LENGTH_MAX - 1);
    message[JMSG_LENGTH_MAX - 1] = 0;
}

// A progressive file may carry any number of scans, each a pass over the whole image: a hostile
// one makes decoding take forever. Real encoders write about ten.
static void openuikit_jpeg_progress(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number > 400) {
        struct openuikit_jpeg_error *error = (struct openuikit_jpeg_error *)info->err;
        snprintf(error->message, sizeof error->message, "more than 400 progressive scans");
        longjmp(error->jump, 1);
    }
}

enum {
    OPENUIKIT_JPEG_OK = 0,
    OPENUIKIT_JPEG_ERROR = 1,
    OPENUIKIT_JPEG_TOO_LARGE = 2,
    OPENUIKIT_JPEG_NO_MEMORY = 3,
};

/// Decodes `size` bytes into premultiplied 32-bit ARGB in the machine's byte order (Cairo's
/// ARGB32; JPEG has no alpha, so every pixel is opaque), rows `*stride` bytes apart, in a buffer
/// the caller frees with `free`. Images over `max_pixels` pixels are refused before anything is
/// allocated. On failure `message` (JMSG_LENGTH_MAX bytes) says why.
static inline int openuikit_jpeg_decode(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                                        unsigned char **pixels, int *width, int *height, int *stride, char *message) {
    struct jpeg_decompress_struct info;
    struct openuikit_jpeg_error error;
    struct jpeg_progress_mgr progress;
    // volatile: read after a longjmp.
    unsigned char *volatile output = NULL;
    unsigned char *volatile row = NULL;
    volatile int status = OPENUIKIT_JPEG_ERROR;

    *pixels = NULL;
    memset(&info, 0, sizeof info);
    info.err = openuikit_jpeg_errors(&error, message);
    if (setjmp(error.jump)) {
        openuikit_jpeg_take_message(&error, message);
        jpeg_destroy_decompress(&info);
        free(output);
        free(row);
        return status;
    }
    jpeg_create_decompress(&info);
    progress.progress_monitor = openuikit_jpeg_progress;
    info.progress = &progress;
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);

    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    if (cmyk) {
        info.out_color_space = JCS_CMYK;
    } else {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        info.out_color_space = JCS_EXT_BGRA;
#else
        info.out_color_space = JCS_EXT_ARGB;
#endif
    }
    unsigned long w = info.image_width, h = info.image_height;
    if (w == 0 || h == 0 || w > 32767 || h > 32767 || w * h > max_pixels) {
        snprintf(message, JMSG_LENGTH_MAX, "%lu×%lu pixels is more than this decoder accepts", w, h);
        jpeg_destroy_decompress(&info);
        return OPENUIKIT_JPEG_TOO_LARGE;
    }
    jpeg_start_decompress(&info);
    if (info.output_width != w || info.output_height != h || info.output_components != 4) {
        snprintf(message, JMSG_LENGTH_MAX, "unexpected output layout");
        jpeg_destroy_decompress(&info);
        return OPENUIKIT_JPEG_ERROR;
    }
    size_t row_bytes = (size_t)w * 4;
    // Zeroed, so rows a damaged file never reaches stay transparent.
    output = calloc(h, row_bytes);
    if (cmyk) row = malloc(row_bytes);
    if (!output || (cmyk && !row)) {
        status = OPENUIKIT_JPEG_NO_MEMORY;
        snprintf(error.message, sizeof error.message, "out of memory for %lu×%lu pixels", w, h);
        longjmp(error.jump, 1);
    }
    while (info.output_scanline < info.output_height) {
        unsigned char *target = output + (size_t)info.output_scanline * row_bytes;
        JSAMPROW rows[1] = { cmyk ? row : target };
        if (jpeg_read_scanlines(&info, rows, 1) != 1) break;
        if (cmyk) {
            // Adobe's CMYK JPEGs store inverted ink: each value is already 255 - ink, so the
            // colour is value × black.
            for (unsigned long x = 0; x < w; x++) {
                unsigned int c = row[x * 4], m = row[x * 4 + 1], y = row[x * 4 + 2], k = row[x * 4 + 3];
                if (!info.saw_Adobe_marker) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
                uint32_t r = c * k / 255, g = m * k / 255, b = y * k / 255;
                uint32_t argb = 0xFF000000u | (r << 16) | (g << 8) | b;
                memcpy(target + x * 4, &argb, 4);
            }
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *pixels = output;
    *width = (int)w;
    *height = (int)h;
    *stride = (int)row_bytes;
    return OPENUIKIT_JPEG_OK;
}

/// Encodes `width`×`height` pixels of premultiplied 32-bit ARGB in the machine's byte order,
/// rows `stride` bytes apart, as a baseline JPEG of `quality` (1–100): JPEG has no alpha, so a
/// pixel comes out as it looks over black. `*output` is a buffer the caller frees with `free`.
static inline int openuikit_jpeg_encode(const unsigned char *pixels, int width, int height, int stride, int quality,
                                        unsigned char **output, unsigned long *output_size, char *message) {
    struct jpeg_compress_struct info;
    struct openuikit_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    unsigned long buffer_size = 0;

    *output = NULL;
    *output_size = 0;
    memset(&info, 0, sizeof info);
    info.err = openuikit_jpeg_errors(&error, message);
    if (setjmp(error.jump)) {
        openuikit_jpeg_take_message(&error, message);
        jpeg_destroy_compress(&info);
        free(buffer);
        return OPENUIKIT_JPEG_ERROR;
    }
    jpeg_create_compress(&info);
    unsigned char *destination = NULL;
    jpeg_mem_dest(&info, &destination, &buffer_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.in_color_space = JCS_EXT_BGRX;
#else
    info.in_color_space = JCS_EXT_XRGB;
#endif
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW rows[1] = { (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride) };
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    buffer = destination;
    jpeg_destroy_compress(&info);
    *output = buffer;
    *output_size = buffer_size;
    return OPENUIKIT_JPEG_OK;
}

#endif
