#!/usr/bin/env python3
"""Writes the image fixtures ImageRenderingTests draw: PNGs by hand (zlib), JPEGs and GIFs
through ImageMagick's `convert`, EXIF orientations spliced in by hand, and an asset catalog
(with a hand-written PDF and SVGs among its bitmaps).
Run it from anywhere; it writes beside itself. The outputs are committed, so tests never need it."""
import json, os, struct, subprocess, zlib

HERE = os.path.dirname(os.path.abspath(__file__))

RED, GREEN, BLUE, YELLOW = (230, 40, 40, 255), (40, 180, 60, 255), (40, 80, 220, 255), (250, 200, 30, 255)
CLEAR = (0, 0, 0, 0)


def png(path, width, height, pixel):
    """An 8-bit RGBA PNG whose pixel (x, y) is pixel(x, y)."""
    raw = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


def pdf(width, height, rectangles):
    """A one-page PDF, width × height points, of filled (colour, (x, y, w, h)) rectangles with y
    downwards as UIKit's, written by hand with its cross-reference table."""
    ops = "".join("%.4f %.4f %.4f rg %d %d %d %d re f\n" % (r / 255, g / 255, b / 255, x, height - y - h, w, h)
                  for (r, g, b, _), (x, y, w, h) in rectangles).encode()
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << >> /Contents 4 0 R >>" % (width, height),
               b"<< /Length %d >>\nstream\n" % len(ops) + ops + b"endstream"]
    data, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(data))
        data += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(data)
    data += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    data += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return data


def quadrants(x, y, width=32, height=16):
    """Red, green above; blue, yellow below: which way up an image is drawn shows at a glance."""
    top, left = y < height // 2, x < width // 2
    return (RED if left else GREEN) if top else (BLUE if left else YELLOW)


def convert(*args):
    subprocess.run(["convert", *args], check=True)


def exif(orientation):
    """An APP1 Exif segment whose IFD0 holds only the Orientation tag (big-endian TIFF)."""
    tiff = b"MM" + struct.pack(">HI", 42, 8) + struct.pack(">H", 1)
    tiff += struct.pack(">HHIHH", 0x0112, 3, 1, orientation, 0) + struct.pack(">I", 0)
    payload = b"Exif\x00\x00" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def with_exif(path, orientation):
    """Puts the Exif segment right after SOI (ImageMagick writes JFIF's APP0 there; APP1 may follow it)."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:2] == b"\xff\xd8"
    with open(path, "wb") as f:
        f.write(data[:2] + exif(orientation) + data[2:])


def out(*parts):
    path = os.path.join(HERE, *parts)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    return path


def contents(folder, images=None, properties=None, colors=None):
    body = {"info": {"author": "xcode", "version": 1}}
    if images is not None:
        body["images"] = images
    if colors is not None:
        body["colors"] = colors
    if properties:
        body["properties"] = properties
    with open(out(folder, "Contents.json"), "w") as f:
        json.dump(body, f, indent=2, sort_keys=True)
        f.write("\n")


# Loose images.
png(out("quadrants.png"), 32, 16, quadrants)
convert(out("quadrants.png"), "-alpha", "off", "-quality", "95", "-sampling-factor", "1x1", "-strip", out("quadrants.jpg"))
# The same picture stored turned, with the EXIF orientation that turns it back upright: the
# stored bitmap is the upright one under the inverse of the orientation's correction.
stored = {2: ["-flop"], 3: ["-rotate", "180"], 4: ["-flip"], 5: ["-transpose"], 6: ["-rotate", "-90"],
          7: ["-transverse"], 8: ["-rotate", "90"]}
for orientation, transform in stored.items():
    path = out(f"quadrants-exif{orientation}.jpg")
    convert(out("quadrants.png"), "-alpha", "off", *transform, "-quality", "95", "-sampling-factor", "1x1", "-strip", path)
    with_exif(path, orientation)
# A GIF with the yellow quadrant transparent, plain and interlaced.
png(out("quadrants-clear.png"), 32, 16, lambda x, y: CLEAR if quadrants(x, y) == YELLOW else quadrants(x, y))
convert(out("quadrants-clear.png"), out("quadrants.gif"))
convert(out("quadrants-clear.png"), "-interlace", "GIF", out("quadrants-interlaced.gif"))
os.remove(out("quadrants-clear.png"))

# PNG in each colour type at 8 bits (read through libdeflate), each row with its own filter so
# every filter is undone; then the forms left to Cairo's reader (16 bits, interlaced) and
# damaged ones.
def png_rows(path, width, height, color_type, samples, plte=None, trns=None, filters=(0, 1, 2, 3, 4), bit_depth=8,
             cut_short=False):
    """A PNG of `samples(x, y)` (a tuple of the colour type's samples), row y filtered with
    filters[y % len(filters)] (255: an unknown filter)."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    size = bit_depth // 8
    rows, previous = [], bytes(width * channels * size)
    for y in range(height):
        raw = b"".join(b"".join(v.to_bytes(size, "big") for v in samples(x, y)) for x in range(width))
        kind = filters[y % len(filters)]
        bpp = channels * size
        out_row = bytearray()
        for i, value in enumerate(raw):
            left = raw[i - bpp] if i >= bpp else 0
            up = previous[i]
            up_left = previous[i - bpp] if i >= bpp else 0
            if kind in (0, 255):
                predictor = 0
            elif kind == 1:
                predictor = left
            elif kind == 2:
                predictor = up
            elif kind == 3:
                predictor = (left + up) // 2
            else:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else up_left
            out_row.append((value - predictor) % 256)
        rows.append(bytes([kind]) + bytes(out_row))
        previous = raw
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 0))
    if plte:
        data += chunk(b"PLTE", b"".join(bytes(c) for c in plte))
    if trns:
        data += chunk(b"tRNS", bytes(trns))
    compressed = zlib.compress(b"".join(rows), 9)
    data += chunk(b"IDAT", compressed[: len(compressed) // 2] if cut_short else compressed) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


def gradient(x, y):
    return (x * 255 // 15, y * 255 // 9, (x + y) * 255 // 24)


png_rows(out("forms-rgb.png"), 16, 10, 2, gradient)
png_rows(out("forms-rgba.png"), 16, 10, 6, lambda x, y: gradient(x, y) + (x * 17,))
png_rows(out("forms-gray.png"), 16, 10, 0, lambda x, y: (x * 16 + y,))
png_rows(out("forms-gray-alpha.png"), 16, 10, 4, lambda x, y: (x * 16 + y, y * 28))
PALETTE = [RED[:3], GREEN[:3], BLUE[:3], YELLOW[:3], (0, 0, 0)]
png_rows(out("forms-palette.png"), 16, 10, 3, lambda x, y: ((x + y) % 5,), plte=PALETTE, trns=[255, 128, 0])
png_rows(out("forms-16bit.png"), 16, 10, 6, lambda x, y: (x * 4000, y * 6000, 30000, 65535), bit_depth=16)
convert(out("forms-rgba.png"), "-interlace", "PNG", out("forms-interlaced.png"))
png_rows(out("damaged-filter.png"), 16, 10, 2, gradient, filters=(0, 255))
png_rows(out("damaged-cut.png"), 16, 10, 2, gradient, cut_short=True)


def disc(size, color=(0, 0, 0, 255)):
    """A filled circle, antialiased by 4×4 supersampling, clear around it: a template glyph."""
    def pixel(x, y):
        inside = sum(((x + (i + 0.5) / 4 - size / 2) ** 2 + (y + (j + 0.5) / 4 - size / 2) ** 2) <= (size / 2 - 1) ** 2
                     for i in range(4) for j in range(4))
        return color[:3] + (round(color[3] * inside / 16),) if inside else CLEAR
    return pixel


png(out("disc.png"), 24, 24, disc(24, (120, 120, 120, 255)))


def frame(x, y):
    """30×30: red 10-point corners, blue edges, and a centre of green and white halves, so
    stretching and tiling look different."""
    edge_x, edge_y = x < 10 or x >= 20, y < 10 or y >= 20
    if edge_x and edge_y:
        return RED
    if edge_x or edge_y:
        return BLUE
    return GREEN if x < 15 else (255, 255, 255, 255)


png(out("frame.png"), 30, 30, frame)
# One name at three scales, a colour each.
png(out("dot.png"), 10, 10, lambda x, y: RED)
png(out("dot@2x.png"), 20, 20, lambda x, y: GREEN)
png(out("dot@3x.png"), 30, 30, lambda x, y: BLUE)

# An asset catalog.
catalog = "Assets.xcassets"
contents(catalog)
png(out(catalog, "badge.imageset", "badge.png"), 10, 10, lambda x, y: RED)
png(out(catalog, "badge.imageset", "badge@2x.png"), 20, 20, lambda x, y: GREEN)
png(out(catalog, "badge.imageset", "badge@3x.png"), 30, 30, lambda x, y: BLUE)
contents(f"{catalog}/badge.imageset", images=[
    {"filename": "badge.png", "idiom": "universal", "scale": "1x"},
    {"filename": "badge@2x.png", "idiom": "universal", "scale": "2x"},
    {"filename": "badge@3x.png", "idiom": "universal", "scale": "3x"},
])
png(out(catalog, "glyph.imageset", "glyph.png"), 24, 24, disc(24))
contents(f"{catalog}/glyph.imageset", images=[{"filename": "glyph.png", "idiom": "universal"}],
         properties={"template-rendering-intent": "template"})
png(out(catalog, "themed.imageset", "light.png"), 12, 12, lambda x, y: YELLOW)
png(out(catalog, "themed.imageset", "dark.png"), 12, 12, lambda x, y: BLUE)
contents(f"{catalog}/themed.imageset", images=[
    {"filename": "light.png", "idiom": "universal"},
    {"filename": "dark.png", "idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
])
with open(out(catalog, "logo.imageset", "logo.pdf"), "wb") as f:
    f.write(pdf(20, 10, [(RED, (0, 0, 10, 10)), (BLUE, (10, 0, 10, 10))]))
contents(f"{catalog}/logo.imageset", images=[{"filename": "logo.pdf", "idiom": "universal"}],
         properties={"preserves-vector-representation": True})
with open(out(catalog, "mark.imageset", "mark.svg"), "w") as f:
    f.write('<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6">'
            '<rect width="6" height="6" fill="rgb(40,180,60)"/><rect x="6" width="6" height="6" fill="rgb(250,200,30)"/></svg>')
contents(f"{catalog}/mark.imageset", images=[{"filename": "mark.svg", "idiom": "universal"}])
with open(out(catalog, "boxed.imageset", "boxed.svg"), "w") as f:
    f.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="rgb(40,80,220)"/></svg>')
contents(f"{catalog}/boxed.imageset", images=[{"filename": "boxed.svg", "idiom": "universal"}])
with open(out(catalog, "broken.imageset", "broken.pdf"), "wb") as f:
    f.write(b"%PDF-1.4\n% cut short\n")
contents(f"{catalog}/broken.imageset", images=[{"filename": "broken.pdf", "idiom": "universal"}])
png(out(catalog, "Icons", "gear.imageset", "gear@2x.png"), 16, 16, lambda x, y: GREEN)
contents(f"{catalog}/Icons", properties={"provides-namespace": True})
contents(f"{catalog}/Icons/gear.imageset", images=[{"filename": "gear@2x.png", "idiom": "universal", "scale": "2x"}])
png(out(catalog, "panel.imageset", "frame.png"), 30, 30, frame)
contents(f"{catalog}/panel.imageset", images=[{
    "filename": "frame.png", "idiom": "universal", "scale": "1x",
    "resizing": {"mode": "9-part", "center": {"mode": "stretch", "width": 10, "height": 10},
                 "cap-insets": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
}])
contents(f"{catalog}/Brand.colorset", colors=[
    {"idiom": "universal", "color": {"color-space": "srgb",
                                     "components": {"red": "0.800", "green": "0.400", "blue": "0.200", "alpha": "1.000"}}},
    {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
     "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "0x66", "blue": "0xCC", "alpha": "1.000"}}},
])
contents(f"{catalog}/Plain.colorset", colors=[
    {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "255", "green": "0", "blue": "128", "alpha": "0.500"}}},
])
