/// The page `GET /` serves: a canvas the host's frames are drawn into, and the input that goes
/// back. No build step and no framework: one HTML document with its script, written here.
///
/// To the host, JSON text frames (`WebPageMessage`, which names the kinds and keys; the test
/// `testThePageSendsOnlyMessagesTheHostDecodes` holds this script to it): `size` at start and on
/// every resize or zoom; `ack` once a frame is drawn, at the next animation frame, which paces
/// the host; `down`/`move`/`up`/`cancel` for pointers; `wheel`; `key`; `text` for typed and
/// composed text; `clipboard` with what a paste brought; `focus` and `visible`. From the host:
/// binary frames (`WebFrameMessage`) and JSON text (`WebHostMessage`: `clipboard`, `title`,
/// `notice`).
///
/// `window.openUIKit` keeps what a test or a curious person reads: frames and bytes drawn,
/// input-to-pixel latencies (from a pointer press or key to the first changed pixels drawn after
/// it), and `pixel(x, y)` at a point.
enum WebPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
        <title>OpenUIKit</title>
        <style>
        html, body { margin: 0; height: 100%; overflow: hidden; background: #000; }
        canvas { display: block; touch-action: none; outline: none; }
        #input { position: absolute; left: 0; top: 0; width: 1px; height: 1px; opacity: 0; border: 0;
                 padding: 0; margin: 0; resize: none; overflow: hidden; }
        #notice { position: absolute; inset: 0; display: none; align-items: center; justify-content: center;
                  color: #ddd; font: 16px system-ui, sans-serif; text-align: center; padding: 24px; }
        </style>
        </head>
        <body>
        <canvas id="screen"></canvas>
        <textarea id="input" autocapitalize="off" autocomplete="off" autocorrect="off" spellcheck="false"></textarea>
        <div id="notice"></div>
        <script>
        "use strict";
        const canvas = document.getElementById("screen");
        const context = canvas.getContext("2d");
        const scratch = new OffscreenCanvas(1, 1), scratchContext = scratch.getContext("2d");
        const input = document.getElementById("input");
        const notice = document.getElementById("notice");
        const token = new URLSearchParams(location.search).get("token");
        const state = { connected: false, frames: 0, bytes: 0, tiles: 0, copies: 0, latencies: [], pendingInput: null,
                        pointWidth: 0, pointHeight: 0, scale: 1 };
        window.openUIKit = state;
        state.pixel = (x, y) => Array.from(context.getImageData(Math.floor(x * state.scale),
                                                                Math.floor(y * state.scale), 1, 1).data);

        const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws" +
                                     (token ? "?token=" + encodeURIComponent(token) : ""));
        socket.binaryType = "arraybuffer";
        function send(message) { if (socket.readyState === 1) socket.send(JSON.stringify(message)); }
        function sendSize() {
          send({ t: "size", w: window.innerWidth, h: window.innerHeight, s: window.devicePixelRatio || 1 });
        }
        function showNotice(text) { notice.textContent = text; notice.style.display = text ? "flex" : "none"; }
        socket.onopen = () => { state.connected = true; sendSize(); };
        socket.onclose = () => { state.connected = false; showNotice("The app is no longer being served."); };
        socket.onmessage = (event) => {
          if (typeof event.data === "string") { received(JSON.parse(event.data)); } else { draw(event.data); }
        };

        function received(message) {
          if (message.t === "clipboard" && navigator.clipboard) {
            navigator.clipboard.writeText(message.s).catch(() => {});
          } else if (message.t === "title") {
            document.title = message.s;
          } else if (message.t === "notice") {
            showNotice(message.s);
          }
        }

        // A frame: number, pixel size, point size, then its copies (a scrolled band moved within the
        // canvas) and its tiles (x, y, width, height, PNG bytes).
        let drawing = Promise.resolve();
        function draw(buffer) {
          drawing = drawing.then(async () => {
            const view = new DataView(buffer);
            const number = view.getUint32(0, true);
            const width = view.getUint16(4, true), height = view.getUint16(6, true);
            const pointWidth = view.getUint16(8, true), pointHeight = view.getUint16(10, true);
            const copyCount = view.getUint16(12, true), count = view.getUint16(14, true);
            if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
            if (state.pointWidth !== pointWidth || state.pointHeight !== pointHeight) {
              canvas.style.width = pointWidth + "px"; canvas.style.height = pointHeight + "px";
              state.pointWidth = pointWidth; state.pointHeight = pointHeight;
            }
            state.scale = pointWidth > 0 ? width / pointWidth : 1;
            let offset = 16;
            const copies = [];
            for (let i = 0; i < copyCount; i++, offset += 10) {
              copies.push([0, 2, 4, 6, 8].map((at) => view.getUint16(offset + at, true)));
            }
            const tiles = [];
            for (let i = 0; i < count; i++) {
              const x = view.getUint16(offset, true), y = view.getUint16(offset + 2, true);
              const length = view.getUint32(offset + 8, true);
              offset += 12;
              tiles.push({ x, y, blob: new Blob([new Uint8Array(buffer, offset, length)], { type: "image/png" }) });
              offset += length;
            }
            const bitmaps = await Promise.all(tiles.map((tile) => createImageBitmap(tile.blob)));
            for (const [x, sourceY, width, height, y] of copies) {
              if (scratch.width < width || scratch.height < height) {
                scratch.width = Math.max(scratch.width, width); scratch.height = Math.max(scratch.height, height);
              }
              scratchContext.drawImage(canvas, x, sourceY, width, height, 0, 0, width, height);
              context.drawImage(scratch, 0, 0, width, height, x, y, width, height);
            }
            bitmaps.forEach((bitmap, index) => {
              context.drawImage(bitmap, tiles[index].x, tiles[index].y);
              bitmap.close();
            });
            state.frames += 1; state.bytes += buffer.byteLength; state.tiles += count;
            state.copies += copyCount;
            if (state.pendingInput !== null && count + copyCount > 0) {
              state.latencies.push(performance.now() - state.pendingInput);
              state.pendingInput = null;
            }
            requestAnimationFrame(() => send({ t: "ack", f: number }));
          });
        }

        // Pointers: the mouse is touch 0; fingers and pens are numbered from 1.
        const pointerIDs = new Map();
        function pointerID(event) {
          if (event.pointerType === "mouse") return 0;
          if (!pointerIDs.has(event.pointerId)) pointerIDs.set(event.pointerId, pointerIDs.size + 1);
          return pointerIDs.get(event.pointerId);
        }
        function pointer(type, event) {
          send({ t: type, id: pointerID(event), x: event.offsetX, y: event.offsetY, b: event.buttons });
        }
        canvas.addEventListener("pointerdown", (event) => {
          event.preventDefault();
          input.focus({ preventScroll: true });
          canvas.setPointerCapture(event.pointerId);
          state.pendingInput = event.timeStamp;
          pointer("down", event);
        });
        canvas.addEventListener("pointermove", (event) => {
          if (event.pointerType === "mouse" && event.buttons === 0) return;
          if (event.pointerType !== "mouse" && !pointerIDs.has(event.pointerId)) return;
          pointer("move", event);
        });
        function lift(type, event) {
          if (event.pointerType !== "mouse" && !pointerIDs.has(event.pointerId)) return;
          pointer(type, event);
          if (event.pointerType !== "mouse") pointerIDs.delete(event.pointerId);
        }
        canvas.addEventListener("pointerup", (event) => lift("up", event));
        canvas.addEventListener("pointercancel", (event) => lift("cancel", event));
        canvas.addEventListener("contextmenu", (event) => event.preventDefault());
        canvas.addEventListener("wheel", (event) => {
          event.preventDefault();
          const unit = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? window.innerHeight : 1;
          send({ t: "wheel", x: event.offsetX, y: event.offsetY, dx: event.deltaX * unit, dy: event.deltaY * unit });
        }, { passive: false });

        // Keys by their physical code; text from the input events typing and composing make.
        let heldPaste = null;
        function key(event, down) {
          send({ t: "key", down, code: event.code, r: event.repeat, caps: event.getModifierState("CapsLock") });
        }
        function releasePaste() { if (heldPaste) { const held = heldPaste; heldPaste = null; key(held, true); } }
        input.addEventListener("keydown", (event) => {
          if (event.isComposing) return;
          state.pendingInput = event.timeStamp;
          if ((event.ctrlKey || event.metaKey) && event.code === "KeyV") {
            // The paste event brings the browser's clipboard first; the key follows it.
            heldPaste = event; setTimeout(releasePaste, 100); return;
          }
          key(event, true);
          const typesText = event.key.length === 1 && !event.ctrlKey && !event.metaKey;
          if (!typesText) event.preventDefault();
        });
        input.addEventListener("keyup", (event) => { releasePaste(); key(event, false); });
        input.addEventListener("beforeinput", (event) => {
          if (event.inputType === "insertText" || event.inputType === "insertReplacementText") {
            if (event.data) send({ t: "text", s: event.data });
            event.preventDefault();
          }
        });
        input.addEventListener("compositionend", (event) => {
          if (event.data) send({ t: "text", s: event.data });
          input.value = "";
        });
        input.addEventListener("paste", (event) => {
          event.preventDefault();
          send({ t: "clipboard", s: event.clipboardData.getData("text/plain") });
          releasePaste();
        });
        window.addEventListener("focus", () => send({ t: "focus", on: true }));
        window.addEventListener("blur", () => send({ t: "focus", on: false }));
        document.addEventListener("visibilitychange", () => send({ t: "visible", on: !document.hidden }));
        window.addEventListener("resize", sendSize);
        function watchPixelRatio() {
          matchMedia("(resolution: " + window.devicePixelRatio + "dppx)")
            .addEventListener("change", () => { sendSize(); watchPixelRatio(); }, { once: true });
        }
        watchPixelRatio();
        input.focus({ preventScroll: true });
        </script>
        </body>
        </html>
        """#
}
