// GStreamer 1.0, found through pkg-config's "gstreamer-1.0" (Debian: libgstreamer1.0-dev).
//
// Swift cannot call C's variadic functions (g_object_set, gst_element_factory_make's friends
// that take property lists) nor GStreamer's macros (GST_MESSAGE_TYPE), so what AVFoundation
// needs is wrapped here in small functions over one `playbin` per player.
#ifndef OPENUIKIT_CGSTREAMER_SHIM_H
#define OPENUIKIT_CGSTREAMER_SHIM_H

#include <gst/gst.h>
#include <stdlib.h>
#include <string.h>

/// Starts GStreamer once per process (later calls do nothing); false when it cannot start.
static inline int openuikit_gst_init(void) {
    static int started = 0;
    if (!started) {
        GError *error = NULL;
        started = gst_init_check(NULL, NULL, &error) ? 1 : -1;
        if (error) g_error_free(error);
    }
    return started == 1;
}

/// A `playbin` for `uri` whose audio goes to `audio_sink` (an element name such as
/// "autoaudiosink" or "fakesink"; a fakesink is made to keep real time with sync=true), video
/// nowhere, and through an `audiopanorama` so a pan can be set. NULL when an element is missing.
static inline GstElement *openuikit_gst_playbin(const char *uri, const char *audio_sink) {
    GstElement *playbin = gst_element_factory_make("playbin", NULL);
    if (!playbin) return NULL;
    GstElement *sink = gst_element_factory_make(audio_sink, NULL);
    if (!sink) sink = gst_element_factory_make("fakesink", NULL);
    if (sink) {
        if (strcmp(audio_sink, "fakesink") == 0 || !strcmp(G_OBJECT_TYPE_NAME(sink), "GstFakeSink"))
            g_object_set(sink, "sync", TRUE, NULL);
        g_object_set(playbin, "audio-sink", sink, NULL);
    }
    GstElement *video = gst_element_factory_make("fakesink", NULL);
    if (video) g_object_set(playbin, "video-sink", video, NULL);
    GstElement *panorama = gst_element_factory_make("audiopanorama", NULL);
    if (panorama) g_object_set(playbin, "audio-filter", panorama, NULL);
    g_object_set(playbin, "uri", uri, NULL);
    return playbin;
}

static inline void openuikit_gst_set_volume(GstElement *playbin, double volume) {
    g_object_set(playbin, "volume", volume, NULL);
}

/// -1 (left) to 1 (right); false when the pipeline has no panorama element.
static inline int openuikit_gst_set_pan(GstElement *playbin, float pan) {
    GstElement *panorama = NULL;
    g_object_get(playbin, "audio-filter", &panorama, NULL);
    if (!panorama) return 0;
    g_object_set(panorama, "panorama", pan, NULL);
    gst_object_unref(panorama);
    return 1;
}

/// Changes state and, for PAUSED from below, waits up to `timeout_ns` for the pipeline to
/// preroll (the file opened, typed and decoded up to its first buffer). 0 on success; else
/// 1 (an error, its message in `message`, `size` bytes) or 2 (timed out).
static inline int openuikit_gst_preroll(GstElement *playbin, gint64 timeout_ns, char *message, size_t size) {
    message[0] = 0;
    GstBus *bus = gst_element_get_bus(playbin);
    GstStateChangeReturn change = gst_element_set_state(playbin, GST_STATE_PAUSED);
    int result = 0;
    if (change == GST_STATE_CHANGE_ASYNC || change == GST_STATE_CHANGE_FAILURE) {
        result = 2;
        GstMessage *msg = gst_bus_timed_pop_filtered(
            bus, (GstClockTime)timeout_ns, GST_MESSAGE_ASYNC_DONE | GST_MESSAGE_ERROR);
        if (msg) {
            if (GST_MESSAGE_TYPE(msg) == GST_MESSAGE_ERROR) {
                GError *error = NULL;
                gst_message_parse_error(msg, &error, NULL);
                if (error) {
                    g_strlcpy(message, error->message, size);
                    g_error_free(error);
                }
                result = 1;
            } else {
                result = 0;
            }
            gst_message_unref(msg);
        } else if (change == GST_STATE_CHANGE_FAILURE) {
            g_strlcpy(message, "the pipeline refused to start", size);
            result = 1;
        }
    }
    gst_object_unref(bus);
    return result;
}

/// 0 null, 1 ready, 2 paused, 3 playing.
static inline void openuikit_gst_set_state(GstElement *playbin, int state) {
    GstState states[] = { GST_STATE_NULL, GST_STATE_READY, GST_STATE_PAUSED, GST_STATE_PLAYING };
    gst_element_set_state(playbin, states[state < 0 ? 0 : (state > 3 ? 3 : state)]);
    // Waits (a second at most) for the change to finish, so a position read next is the new one.
    gst_element_get_state(playbin, NULL, NULL, GST_SECOND);
}

/// Nanoseconds, or -1 when unknown.
static inline gint64 openuikit_gst_duration(GstElement *playbin) {
    gint64 duration = -1;
    if (!gst_element_query_duration(playbin, GST_FORMAT_TIME, &duration)) return -1;
    return duration;
}

static inline gint64 openuikit_gst_position(GstElement *playbin) {
    gint64 position = -1;
    if (!gst_element_query_position(playbin, GST_FORMAT_TIME, &position)) return -1;
    return position;
}

/// Seeks to `position_ns` playing at `rate` (flushing, accurate); false when refused.
static inline int openuikit_gst_seek(GstElement *playbin, double rate, gint64 position_ns) {
    int done = gst_element_seek(playbin, rate, GST_FORMAT_TIME,
                                GST_SEEK_FLAG_FLUSH | GST_SEEK_FLAG_ACCURATE,
                                GST_SEEK_TYPE_SET, position_ns, GST_SEEK_TYPE_NONE, GST_CLOCK_TIME_NONE);
    // A flushing seek prerolls again: wait (a second at most) so the position reads the target.
    if (done) gst_element_get_state(playbin, NULL, NULL, GST_SECOND);
    return done;
}

/// How a pipeline's end is told: 1 end of stream, 2 an error.
typedef void (*openuikit_gst_callback)(int kind, void *context);

struct openuikit_gst_watch {
    openuikit_gst_callback callback;
    void *context;
};

static GstBusSyncReply openuikit_gst_sync(GstBus *bus, GstMessage *msg, gpointer data) {
    (void)bus;
    struct openuikit_gst_watch *watch = (struct openuikit_gst_watch *)data;
    if (GST_MESSAGE_TYPE(msg) == GST_MESSAGE_EOS) watch->callback(1, watch->context);
    else if (GST_MESSAGE_TYPE(msg) == GST_MESSAGE_ERROR) watch->callback(2, watch->context);
    gst_message_unref(msg);
    return GST_BUS_DROP;
}

/// From now on every message of the pipeline's bus is dropped after end of stream and errors are
/// told to `callback`, on GStreamer's streaming thread.
static inline void openuikit_gst_watch(GstElement *playbin, openuikit_gst_callback callback, void *context) {
    struct openuikit_gst_watch *watch = malloc(sizeof *watch);
    if (!watch) return;
    watch->callback = callback;
    watch->context = context;
    GstBus *bus = gst_element_get_bus(playbin);
    gst_bus_set_sync_handler(bus, openuikit_gst_sync, watch, free);
    gst_object_unref(bus);
}

/// Stops the pipeline, detaches its watch and frees it.
static inline void openuikit_gst_release(GstElement *playbin) {
    gst_element_set_state(playbin, GST_STATE_NULL);
    GstBus *bus = gst_element_get_bus(playbin);
    gst_bus_set_sync_handler(bus, NULL, NULL, NULL);
    gst_object_unref(bus);
    gst_object_unref(playbin);
}

/// The number of audio channels of the first audio stream once prerolled, 0 when unknown.
static inline int openuikit_gst_channels(GstElement *playbin) {
    GstPad *pad = NULL;
    g_signal_emit_by_name(playbin, "get-audio-pad", 0, &pad);
    if (!pad) return 0;
    int channels = 0;
    GstCaps *caps = gst_pad_get_current_caps(pad);
    if (caps) {
        GstStructure *s = gst_caps_get_structure(caps, 0);
        if (s) gst_structure_get_int(s, "channels", &channels);
        gst_caps_unref(caps);
    }
    gst_object_unref(pad);
    return channels;
}

/// Streams of each kind once prerolled.
static inline int openuikit_gst_stream_count(GstElement *playbin, const char *property) {
    gint count = 0;
    g_object_get(playbin, property, &count, NULL);
    return count;
}

#endif
