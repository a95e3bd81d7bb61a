/// Tests and benchmarks drive Debian's Chromium through the DevTools client the WebKit module
/// shares with them: `Chromium` and `BrowserPage` live in `ChromiumDevTools`.
@_exported import ChromiumDevTools
