import WidgetKit

// An app extension's file: iOS runs it in a process of its own. Were it compiled into the app, the
// app would not build (there is no WidgetKit here).
struct GraphWidgetEntry: TimelineEntry {
    let date: Date
}
