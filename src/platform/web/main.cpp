// Browser entry point: the app on the page's #canvas, driven by requestAnimationFrame through
// emscripten_set_main_loop (no ASYNCIFY). The only file that includes emscripten.h.
// Start options come from the page's URL query (app.h: ?play&seed=7&fast&test ...). With `test`, the board's
// read-only probe is published as window.carcProbe after each frame; window.carcForceFrames(n) renders n
// frames at once (scripts/measure_frames.mjs).
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cstdlib>
#include <string>

#include "platform/web/web_storage.h"
#include "platform/web/worker_thinker.h"
#include "ui/app/app.h"
#include "ui/core/i18n.h"

// From library_carc.js.
extern "C" void carc_web_ready();
extern "C" void carc_web_error(const char* message);
extern "C" void carc_load_texture(const char* name, void (*done)(void*, unsigned, int, int), void* user);
extern "C" void carc_post_task(void (*fn)(void*), void* arg);
extern "C" char* carc_preferred_languages();
extern "C" void carc_load_catalog(const char* code, void (*done)(void*, const char*, size_t), void* user);
extern "C" void carc_language_changed(const char* code, const char* data, size_t size);

// The URL query without its '?' (malloc'ed).
EM_JS(char*, carc_url_query, (), {
    var q = location.search || "";
    if (q.charAt(0) == "?") q = q.substring(1);
    var n = lengthBytesUTF8(q) + 1;
    var p = _malloc(n);
    stringToUTF8(q, p, n);
    return p;
});

EM_JS(void, carc_publish_probe, (const char* json), {
    window['carcProbe'] = JSON.parse(UTF8ToString(json));
});

EM_JS(void, carc_publish_saves, (const char* json), {
    window['carcSaves'] = JSON.parse(UTF8ToString(json));
});

// New lines of the game log into the page's aria-live region (web/index.html), one paragraph each; the
// region keeps the last few so it never grows.
EM_JS(void, carc_announce, (const char* text), {
    var box = document.getElementById('announce');
    if (!box) return;
    UTF8ToString(text).split('\n').forEach(function(line) {
        var p = document.createElement('p');
        p.textContent = line;
        box.appendChild(p);
    });
    while (box.childNodes.length > 12) box.removeChild(box.firstChild);
});

// Text entry (web/index.html): after each frame the text fields on screen go to the page's Module.onTextFields
// (boxes [left, top, right, bottom] in CSS pixels, the index of the one being edited or -1, its hint); the page's
// text input hands the game what it receives through Module.carcTypeText(erase, text) (App::type_text) and
// Module.carcEndText() (App::end_text_entry).
EM_JS(void, carc_text_fields, (const float* boxes, int count, int active, const char* hint), {
    var f = Module['onTextFields'];
    if (!f) return;
    var list = [];
    for (var i = 0; i < count; i++) {
        var at = (boxes >> 2) + 4 * i;
        list.push([HEAPF32[at], HEAPF32[at + 1], HEAPF32[at + 2], HEAPF32[at + 3]]);
    }
    f(list, active, UTF8ToString(hint));
});

// A character the game's font lacks (a name in Chinese, ...), drawn with the browser's own fonts on a canvas of
// its own: its coverage (the alpha of white text) into `out`, w x h bytes (PlatformHooks::draw_glyph).
EM_JS(int, carc_draw_glyph, (unsigned cp, int px, int baseline, unsigned char* out, int cap, int* w, int* h, float* advance), {
    try {
        var canvas = Module['carcGlyphCanvas'];
        if (!canvas) {
            canvas = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
            Module['carcGlyphCanvas'] = canvas;
        }
        var ctx = canvas.getContext('2d', { willReadFrequently: true });
        var font = px + 'px system-ui, sans-serif';
        var s = String.fromCharCode(cp);
        ctx.font = font;
        var m = ctx.measureText(s);
        var width = Math.max(1, Math.min(2 * px, Math.ceil(m.width)));
        if (width * px > cap || !(m.width > 0)) return 0;
        canvas.width = width;
        canvas.height = px;
        ctx.font = font;  // (setting the size resets the context)
        ctx.textBaseline = 'alphabetic';
        ctx.fillStyle = '#fff';
        ctx.fillText(s, 0, baseline);
        var data = ctx.getImageData(0, 0, width, px).data;
        for (var i = 0; i < width * px; i++) HEAPU8[out + i] = data[4 * i + 3];
        HEAP32[w >> 2] = width;
        HEAP32[h >> 2] = px;
        HEAPF32[advance >> 2] = m.width;
        return 1;
    } catch (e) {
        return 0;
    }
});

EM_JS(void, carc_install_text_entry, (), {
    Module['carcTypeText'] = function(erase, text) {
        var n = lengthBytesUTF8(text) + 1;
        var p = _malloc(n);
        stringToUTF8(text, p, n);
        Module['_carc_type_text'](erase, p);
        _free(p);
    };
    Module['carcEndText'] = function() { Module['_carc_end_text'](); };
});

EM_JS(void, carc_install_test_hooks, (), {
    window['carcForceFrames'] = function(n) { Module['_carc_force_frames'](n); };
});

namespace {

carc::ui::App* g_app = nullptr;

// A phone or tablet: the main pointer is coarse (a finger).
EM_JS(int, carc_coarse_pointer, (), {
    return (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches) ? 1 : 0;
});
bool coarse_pointer() { return carc_coarse_pointer() != 0; }

float device_pixel_ratio() { return float(emscripten_get_device_pixel_ratio()); }

// The page's readiness signal (web/index.html hides its splash; tests and measure_load.mjs wait for it), then
// in a task of its own what the first frame did not need (the art's download, the tile table).
void after_first_frame_task(void* arg) { static_cast<carc::ui::App*>(arg)->after_first_frame(); }
void first_frame() {
    carc_web_ready();
    carc_post_task(after_first_frame_task, g_app);
}

// The page's GPU warm-up (web/index.html, warm-gl.js) has answered, or there is none.
EM_JS(int, carc_gl_warm, (), { return Module['carcGlWarm'] ? 1 : 0; });

bool g_started = false;

// A fence after each start-up part that has a GL context, so that the next part starts once the GPU has done the
// previous one's work (the context's own set-up, shader compiles, uploads) instead of waiting for it inside a call
// that reads something back: the main thread waits idle, between tasks. WebGL 2 answers a fence's status without
// a round trip (it changes between tasks), so polling costs nothing.
EM_JS(void, carc_gl_fence, (), {
    if (typeof GLctx === 'undefined' || !GLctx || Module['carcFence'] || !GLctx.fenceSync) return;
    Module['carcFence'] = GLctx.fenceSync(0x9117 /* SYNC_GPU_COMMANDS_COMPLETE */, 0);
    GLctx.flush();
});
// 1 once the fence is passed, or dropped with give_up (a lost context never signals it).
EM_JS(int, carc_gl_done, (int give_up), {
    var fence = Module['carcFence'];
    if (!fence) return 1;
    if (!give_up && GLctx.getSyncParameter(fence, 0x9114 /* SYNC_STATUS */) !== 0x9119 /* SIGNALED */) return 0;
    GLctx.deleteSync(fence);
    Module['carcFence'] = null;
    return 1;
});

void step(void* arg);

// The first frame, in a task of its own right after the last start-up part rather than in the next animation
// frame: the browser shows it at its next frame either way.
void first_frame_task(void* arg) {
    g_started = true;
    step(arg);
}

// The start-up (App::init_step), each part in a task of its own so that none holds the page for long: the parts
// that need no GL at once, while the page's GPU warm-up may still run; the GL parts once it has answered and the
// GPU has done the previous part (both polled every few ms; the fence at most 25 times). Then the first frame;
// the animation frames (step) draw the later ones.
void init_task(void* arg) {
    auto* app = static_cast<carc::ui::App*>(arg);
    static int fence_polls = 0;
    if (!carc_gl_done(fence_polls >= 25)) {
        ++fence_polls;
        emscripten_async_call(init_task, arg, 4);
        return;
    }
    fence_polls = 0;
    const int r = app->init_step(carc_gl_warm() != 0);
    if (r == 1) {
        carc_gl_fence();
        carc_post_task(init_task, arg);
    } else if (r == 2) {
        emscripten_async_call(init_task, arg, 4);
    } else if (r == 0) {
        carc_post_task(first_frame_task, arg);
    } else {
        emscripten_cancel_main_loop();
        carc_web_error(_("The game could not start its WebGL 2 renderer."));
    }
}

void step(void* arg) {
    auto* app = static_cast<carc::ui::App*>(arg);
    if (!g_started) return;
    app->poll_events();
    // Nothing changed: skip the frame's GL work; the canvas keeps showing the last frame.
    if (app->needs_frame()) app->render_frame();
}

// Games by link (docs/play-by-link.md). The page's address without its query and fragment: a link is this
// address with "#play=..." (malloc'ed).
EM_JS(char*, carc_page_address, (), {
    var a = location.origin + location.pathname;
    var n = lengthBytesUTF8(a) + 1;
    var p = _malloc(n);
    stringToUTF8(a, p, n);
    return p;
});
// The address's game link ("#play=..."), taken out of the address so that a reload does not open it again; "" when
// it has none (malloc'ed).
EM_JS(char*, carc_take_address_link, (), {
    var h = location.hash || "";
    if (h.indexOf("#play=") != 0) h = "";
    else if (history.replaceState) history.replaceState(null, "", location.pathname + location.search);
    var n = lengthBytesUTF8(h) + 1;
    var p = _malloc(n);
    stringToUTF8(h, p, n);
    return p;
});
EM_JS(int, carc_can_share, (), { return (navigator.share && typeof navigator.share === 'function') ? 1 : 0; });
// The device's share sheet with the link (a refusal or a cancel changes nothing).
EM_JS(void, carc_share_text, (const char* title, const char* text), {
    var t = UTF8ToString(title), u = UTF8ToString(text);
    try { navigator.share({title: t, url: u}).catch(function() {}); } catch (e) {}
});
// The clipboard; where the page may not write it (an insecure address), the old way through a hidden text area.
EM_JS(void, carc_copy_text, (const char* text), {
    var t = UTF8ToString(text);
    var fallback = function() {
        var a = document.createElement('textarea');
        a.value = t;
        a.readOnly = true;
        a.style.position = 'fixed';
        a.style.opacity = '0';
        document.body.appendChild(a);
        a.select();
        try { document.execCommand('copy'); } catch (e) {}
        document.body.removeChild(a);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(t).catch(fallback);
    else fallback();
    window['carcCopied'] = t;  // (the browser tests read what was copied)
});
EM_JS(void, carc_watch_address_links, (), {
    window.addEventListener('hashchange', function() {
        if ((location.hash || "").indexOf("#play=") == 0) Module['_carc_open_link_in_address']();
    });
});

std::string page_address() {
    char* a = carc_page_address();
    std::string out = a;
    std::free(a);
    return out;
}

}  // namespace

// A link put in the address while the page is open (hashchange): opened into the game.
extern "C" EMSCRIPTEN_KEEPALIVE void carc_open_link_in_address() {
    char* h = carc_take_address_link();
    if (g_app && *h) g_app->open_link(h);
    std::free(h);
}

extern "C" EMSCRIPTEN_KEEPALIVE void carc_force_frames(int n) {
    if (g_app && g_started) g_app->force_frames(n);
}

extern "C" EMSCRIPTEN_KEEPALIVE void carc_type_text(int erase, const char* text) {
    if (g_app && g_started) g_app->type_text(erase, text);
}

extern "C" EMSCRIPTEN_KEEPALIVE void carc_end_text() {
    if (g_app && g_started) g_app->end_text_entry();
}

int main() {
    static carc::ui::App app;  // lives for the page's lifetime
    g_app = &app;
    carc::ui::PlatformHooks hooks;
    hooks.device_pixel_ratio = device_pixel_ratio;
    hooks.coarse_pointer = coarse_pointer;
    hooks.first_frame = first_frame;
    hooks.can_quit = false;
    hooks.gles = true;  // WebGL 2
    char* query = carc_url_query();
    hooks.options = query;
    std::free(query);
    hooks.publish_probe = carc_publish_probe;
    hooks.announce = carc_announce;
    static carc::platform::WebStorage storage;  // IndexedDB, loaded before main() (savestore.js)
    hooks.storage = &storage;
    hooks.files.download = carc::platform::download_text;
    hooks.files.pick_file = carc::platform::pick_file;
    hooks.files.take_imported = carc::platform::take_imported_file;
    hooks.files.import_waiting = carc::platform::imported_file_waiting;
    hooks.files.saved_where = [](const std::string& file) {
        // TRANSLATORS: %s is a file name, e.g. carcassonne-2024-05-01-you-vs-computer.json.
        return carc::i18n::fmt(_("Exported: %s is in your browser's downloads."), file);
    };
    hooks.publish_saves = carc_publish_saves;
    hooks.preferred_languages = [] {
        char* list = carc_preferred_languages();
        std::string out = list;
        std::free(list);
        return out;
    };
    hooks.load_catalog = carc_load_catalog;  // assets/lang/<code>.mo, fetched (the page may have it already)
    hooks.language_changed = carc_language_changed;
    hooks.load_texture_async = carc_load_texture;  // the art: decoded by the browser, off the main thread
    static carc::platform::WorkerThinker thinker("carcassonne-ai.js");  // the computer's Web Worker
    hooks.thinker = &thinker;
    hooks.text_fields = carc_text_fields;
    hooks.draw_glyph = [](unsigned cp, int px, int baseline, unsigned char* alpha, int cap, int* w, int* h, float* advance) {
        return carc_draw_glyph(cp, px, baseline, alpha, cap, w, h, advance) != 0;
    };
    hooks.page_address = page_address;
    hooks.copy_text = carc_copy_text;
    if (carc_can_share()) hooks.share_text = carc_share_text;
    carc_install_text_entry();
    carc_install_test_hooks();
    app.begin_init(hooks, "/assets");
    carc_open_link_in_address();  // the page opened with a game link: it opens once the saved games are read
    carc_watch_address_links();
    carc_post_task(init_task, &app);
    emscripten_set_main_loop_arg(step, &app, 0, 1);
    return 0;
}
