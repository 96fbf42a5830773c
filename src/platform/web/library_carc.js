// JS functions the web entry point calls (linked with --js-library). carc_web_ready is the page's readiness
// signal. Its __deps also pull in what our own SDL2 build needs from emscripten's JS library
// (autoResumeAudioContext, dynCall; toolchain.md), the same as -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=[...]
// but without shell-quoting '$' through CMake and Ninja.
mergeInto(LibraryManager.library, {
  // The UI font, in the file system at /assets/fonts/ui.ttf before main() (a run dependency). The page
  // (index.html) downloads it beside the code and puts the download's promise of its bytes in Module.carcFont;
  // without one (another page) it is fetched here. No data package: that one was requested by this script only
  // once the script had downloaded and run, and the start waited for it.
  $CarcFont__deps: ['$FS'],
  $CarcFont__postset: 'CarcFont.init();',
  $CarcFont: {
    init: function () {
      var got = Module['carcFont'] || fetch('assets/fonts/ui.ttf', { credentials: 'same-origin' }).then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.arrayBuffer();
      });
      var bytes = null, failed = null, waiting = false;
      got.then(function (b) {
        bytes = new Uint8Array(b);
        if (waiting) { CarcFont.store(bytes); removeRunDependency('carc-font'); }
      }, function (e) {
        failed = e;
        if (waiting) CarcFont.fail(e);
      });
      Module['preRun'] = Module['preRun'] || [];
      Module['preRun'].push(function () {
        if (bytes) CarcFont.store(bytes);
        else if (failed) { addRunDependency('carc-font'); CarcFont.fail(failed); }
        else { waiting = true; addRunDependency('carc-font'); }
      });
    },
    store: function (bytes) {
      FS.mkdirTree('/assets/fonts');
      FS.writeFile('/assets/fonts/ui.ttf', bytes);
    },
    // The game does not start (its run dependency stays), and the page says why.
    fail: function (e) {
      console.error('assets/fonts/ui.ttf:', e);
      if (Module['onAppError']) Module['onAppError']('The game files could not be loaded. Check the connection and reload the page.');
    }
  },
  // carc_post_task(fn, arg): fn(arg) in a task of its own, as soon as the page is free. A message the page sends
  // itself, not a timer: the browser holds back timers set from timers at least 4 ms each once they nest five
  // deep, which the start-up's chain of parts (web/main.cpp) would wait for at every part.
  $CarcTasks: { queue: [], port: null },
  carc_post_task__deps: ['$CarcTasks', '$getWasmTableEntry', '$callUserCallback'],
  carc_post_task: function (fn, arg) {
    if (!CarcTasks.port) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function () {
        var task = CarcTasks.queue.shift();
        callUserCallback(function () { getWasmTableEntry(task[0])(task[1]); });
      };
      CarcTasks.port = channel.port2;
    }
    CarcTasks.queue.push([fn, arg]);
    CarcTasks.port.postMessage(0);
  },
  carc_web_ready__deps: ['$autoResumeAudioContext', '$dynCall', '$CarcFont'],
  carc_web_ready: function () {
    window['carcFirstFrameMs'] = performance.now();
    window['carcReady'] = true;
    if (Module['onAppReady']) Module['onAppReady']();
    // The game's sounds play in SDL's AudioContext, which a browser starts suspended until a tap or key: each
    // one resumes it while the page is shown (emscripten's own resume listens to touchstart, but iOS Safari
    // allows it only on touchend; and a context the system suspended later starts again the same way).
    var resume = function () {
      var sdl = Module['SDL2'], ctx = sdl && sdl.audioContext;
      if (ctx && ctx.state === 'suspended' && document.visibilityState === 'visible') ctx.resume();
    };
    ['touchend', 'pointerup', 'keydown'].forEach(function (type) { document.addEventListener(type, resume, true); });
  },
  // PlatformHooks::load_texture_async: fetches art/<name> (beside index.html, outside the data package), lets
  // the browser decode it off the main thread (createImageBitmap), uploads it into a new GL texture and calls
  // done(user, texture, width, height) from a later task (texture 0 if anything failed). A large image goes up
  // in stripes of STRIPE rows, each in a task of its own: the whole 2048x896 tile art in one texImage2D held the
  // page for 10-40 ms, a stripe takes 1-3 ms (headless Chromium, SwiftShader). Images up to 1 MB go up at once.
  // The player's languages, most preferred first, joined by commas ("de-AT,de,en"); the URL's lang= comes first.
  carc_preferred_languages: function () {
    var list = [];
    var m = /[?&]lang=([A-Za-z-]+)/.exec(location.search);
    if (m) list.push(m[1]);
    list = list.concat(navigator.languages || [navigator.language || 'en']);
    var text = list.join(','), n = lengthBytesUTF8(text) + 1, ptr = _malloc(n);
    stringToUTF8(text, ptr, n);
    return ptr;   // the caller frees it
  },
  // carc_load_catalog(code, done, user): assets/lang/<code>.mo, then done(user, data, size) (size 0: it failed).
  // The page may have fetched it already (window.carcCatalog, index.html).
  carc_load_catalog__deps: ['$getWasmTableEntry', '$callUserCallback'],
  carc_load_catalog: function (code, done, user) {
    var name = UTF8ToString(code);
    var early = window['carcCatalog'];
    var got = early && early['code'] === name ? early['bytes'] : fetch('assets/lang/' + name + '.mo', { credentials: 'same-origin' })
      .then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.arrayBuffer();
      });
    var give = function (bytes) {
      callUserCallback(function () {
        var n = bytes ? bytes.length : 0;
        var ptr = n ? _malloc(n) : 0;
        if (ptr) HEAPU8.set(bytes, ptr);
        getWasmTableEntry(done)(user, ptr, ptr ? n : 0);
        if (ptr) _free(ptr);
      });
    };
    got.then(function (b) { give(new Uint8Array(b)); }, function (e) {
      console.error('assets/lang/' + name + '.mo:', e);
      give(null);
    });
  },
  // The game speaks another language now: the page's texts follow (index.html onLanguage).
  carc_language_changed: function (code, data, size) {
    var f = Module['onLanguage'];
    if (f) f(UTF8ToString(code), size ? HEAPU8.slice(data, data + size).buffer : null);
  },
  carc_load_texture__deps: ['$GL', '$getWasmTableEntry'],
  carc_load_texture: function (name, done, user) {
    var file = UTF8ToString(name);
    var STRIPE = 128;
    // The pixels as they are in the file (no colour conversion, straight alpha), as stb_image gives them.
    var asIs = { 'premultiplyAlpha': 'none', 'colorSpaceConversion': 'none' };
    var TEX = 0x0DE1 /* TEXTURE_2D */;
    var finish = function (texture, w, h) { getWasmTableEntry(done)(user, texture, w, h); };
    // Runs fn with the texture bound and the unpacking as the file needs it; the app's binding is restored.
    var withTexture = function (texture, fn) {
      var gl = GLctx;
      var previous = gl.getParameter(0x8069 /* TEXTURE_BINDING_2D */);
      gl.bindTexture(TEX, texture);
      gl.pixelStorei(0x9241 /* UNPACK_PREMULTIPLY_ALPHA_WEBGL */, false);
      gl.pixelStorei(0x9243 /* UNPACK_COLORSPACE_CONVERSION_WEBGL */, 0);
      try { fn(gl); } finally {
        gl.pixelStorei(0x9243, 0x9244 /* BROWSER_DEFAULT_WEBGL */);
        gl.bindTexture(TEX, previous);
      }
    };
    var close = function (bitmap) { if (bitmap && bitmap.close) bitmap.close(); };
    var held = [];   // every decoded bitmap, closed (again: closing twice is harmless) if anything fails
    var hold = function (bitmap) { held.push(bitmap); return bitmap; };
    // A task of its own for each stripe, so that input and frames can run between them.
    var nextTask = function () { return new Promise(function (resolve) { setTimeout(resolve, 0); }); };
    var texture = null;
    fetch('art/' + file).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.blob();
    }).then(function (blob) {
      return createImageBitmap(blob, asIs).then(hold);
    }).then(function (bitmap) {
      var w = bitmap.width, h = bitmap.height;
      texture = GLctx.createTexture();
      if (w * h * 4 <= (1 << 20) || h <= STRIPE) {   // small: at once
        withTexture(texture, function (gl) { gl.texImage2D(TEX, 0, 0x1908 /* RGBA */, 0x1908, 0x1401 /* UNSIGNED_BYTE */, bitmap); });
        close(bitmap);
        return [w, h];
      }
      // Immutable storage for every mip level, then the stripes one task at a time: each stripe is cropped from
      // the decoded image in its own task too (a crop copies its pixels on the calling thread: cropping all seven
      // stripes of the tile art at once held the page for 40-50 ms in a Chromium trace).
      var levels = Math.floor(Math.log2(Math.max(w, h))) + 1;
      withTexture(texture, function (gl) { gl.texStorage2D(TEX, levels, 0x8058 /* RGBA8 */, w, h); });
      var upload = function (y) {
        if (y >= h) { close(bitmap); return [w, h]; }
        return nextTask().then(function () {
          return createImageBitmap(bitmap, 0, y, w, Math.min(STRIPE, h - y), asIs).then(hold);
        }).then(function (stripe) {
          return nextTask().then(function () {
            withTexture(texture, function (gl) { gl.texSubImage2D(TEX, 0, 0, y, 0x1908, 0x1401, stripe); });
            close(stripe);
            return upload(y + STRIPE);
          });
        });
      };
      return upload(0);
    }).then(function (size) {
      withTexture(texture, function (gl) {
        gl.generateMipmap(TEX);
        gl.texParameteri(TEX, 0x2801 /* MIN_FILTER */, 0x2703 /* LINEAR_MIPMAP_LINEAR */);
        gl.texParameteri(TEX, 0x2800 /* MAG_FILTER */, 0x2601 /* LINEAR */);
        gl.texParameteri(TEX, 0x2802 /* WRAP_S */, 0x812F /* CLAMP_TO_EDGE */);
        gl.texParameteri(TEX, 0x2803 /* WRAP_T */, 0x812F);
      });
      var id = GL.getNewId(GL.textures);
      texture.name = id;
      GL.textures[id] = texture;
      finish(id, size[0], size[1]);
    })['catch'](function (e) {
      console.warn('The game art ' + file + ' could not be loaded:', e && e.message);
      if (texture) GLctx.deleteTexture(texture);
      held.forEach(close);
      finish(0, 0, 0);
    });
  },
  carc_web_error: function (msg) {
    var text = UTF8ToString(msg);
    if (Module['onAppError']) Module['onAppError'](text);
  }
});
