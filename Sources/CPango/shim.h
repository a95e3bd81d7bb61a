// The part of Pango (with its Cairo renderer) and GLib that CairoRendering calls, declared here
// rather than through <pango/pangocairo.h>: that header needs pkg-config's flags for GLib, whose
// `-pthread` SwiftPM refuses with a warning on every build. These are Pango 1.44+ and GLib 2.x's
// stable C ABI (Debian: libpango1.0-dev); the names and values are theirs, the module map links
// the libraries.
#ifndef OPENUIKIT_CPANGO_SHIM_H
#define OPENUIKIT_CPANGO_SHIM_H

// Cairo's context and font options, declared as the tags Cairo uses, so a pointer to either is
// the same opaque pointer in Swift as CCairo's.
struct _cairo;
struct _cairo_font_options;

typedef int gboolean;
typedef unsigned short guint16;

typedef struct _GError {
    unsigned int domain;
    int code;
    char *message;
} GError;

void g_error_free(GError *error);
void g_object_unref(void *object);

#define PANGO_SCALE 1024

typedef struct _PangoContext PangoContext;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;

typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

typedef struct _PangoAttribute {
    const PangoAttrClass *klass;
    unsigned int start_index;
    unsigned int end_index;
} PangoAttribute;

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
typedef enum { PANGO_UNDERLINE_NONE, PANGO_UNDERLINE_SINGLE, PANGO_UNDERLINE_DOUBLE, PANGO_UNDERLINE_LOW, PANGO_UNDERLINE_ERROR } PangoUnderline;
// A CSS weight from 100 to 1000.
typedef enum { PANGO_WEIGHT_NORMAL = 400 } PangoWeight;

PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);
void pango_cairo_context_set_font_options(PangoContext *context, const struct _cairo_font_options *options);
void pango_cairo_update_context(struct _cairo *cr, PangoContext *context);
void pango_cairo_show_layout(struct _cairo *cr, PangoLayout *layout);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_width(PangoLayout *layout, int width);
int pango_layout_get_width(PangoLayout *layout);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);
void pango_layout_set_line_spacing(PangoLayout *layout, float factor);
gboolean pango_layout_xy_to_index(PangoLayout *layout, int x, int y, int *index_, int *trailing);
void pango_layout_get_cursor_pos(PangoLayout *layout, int index_, PangoRectangle *strong_pos, PangoRectangle *weak_pos);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_layout_iter_free(PangoLayoutIter *iter);

PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_foreground_alpha_new(guint16 alpha);
PangoAttribute *pango_attr_background_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_background_alpha_new(guint16 alpha);
PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
PangoAttribute *pango_attr_underline_color_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_strikethrough_new(gboolean strikethrough);
PangoAttribute *pango_attr_strikethrough_color_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_rise_new(int rise);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
/* Since Pango 1.50 (Debian 12 has 1.50.12). */
PangoAttribute *pango_attr_line_height_new_absolute(int height);

#endif
