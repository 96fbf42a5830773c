// JS functions the web entry point calls (linked with --js-library). carc_web_ready is the page's readiness
// signal. Its __deps also pull in what our own SDL2 build needs from emscripten's JS library
// (autoResumeAudioContext, dynCall; toolchain.md), the same as -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=[...]
// but without shell-quoting '$' through CMake and Ninja.
mergeInto(LibraryManager.library, {
  carc_web_ready__deps: ['$autoResumeAudioContext', '$dynCall'],
  carc_web_ready: function () {
    window['carcFirstFrameMs'] = performance.now();
    window['carcReady'] = true;
    if (Module['onAppReady']) Module['onAppReady']();
  },
  // PlatformHooks::load_texture_async: fetches art/<name> (beside index.html, outside the data package), lets
  // the browser decode it off the main thread (createImageBitmap), uploads it into a new GL texture and calls
  // done(user, texture, width, height) from a later task (texture 0 if anything failed).
  carc_load_texture__deps: ['$GL', '$getWasmTableEntry'],
  carc_load_texture: function (name, done, user) {
    var file = UTF8ToString(name);
    var finish = function (texture, w, h) { getWasmTableEntry(done)(user, texture, w, h); };
    fetch('art/' + file).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.blob();
    }).then(function (blob) {
      // The pixels as they are in the file (no colour conversion, straight alpha), as stb_image gives them.
      return createImageBitmap(blob, { 'premultiplyAlpha': 'none', 'colorSpaceConversion': 'none' });
    }).then(function (bitmap) {
      var gl = GLctx;
      var texture = gl.createTexture();
      var id = GL.getNewId(GL.textures);
      texture.name = id;
      GL.textures[id] = texture;
      var previous = gl.getParameter(0x8069 /* TEXTURE_BINDING_2D */);
      gl.bindTexture(0x0DE1 /* TEXTURE_2D */, texture);
      gl.pixelStorei(0x9241 /* UNPACK_PREMULTIPLY_ALPHA_WEBGL */, false);
      gl.pixelStorei(0x9243 /* UNPACK_COLORSPACE_CONVERSION_WEBGL */, 0);
      gl.texImage2D(0x0DE1, 0, 0x1908 /* RGBA */, 0x1908, 0x1401 /* UNSIGNED_BYTE */, bitmap);
      gl.pixelStorei(0x9243, 0x9244 /* BROWSER_DEFAULT_WEBGL */);
      gl.generateMipmap(0x0DE1);
      gl.texParameteri(0x0DE1, 0x2801 /* MIN_FILTER */, 0x2703 /* LINEAR_MIPMAP_LINEAR */);
      gl.texParameteri(0x0DE1, 0x2800 /* MAG_FILTER */, 0x2601 /* LINEAR */);
      gl.texParameteri(0x0DE1, 0x2802 /* WRAP_S */, 0x812F /* CLAMP_TO_EDGE */);
      gl.texParameteri(0x0DE1, 0x2803 /* WRAP_T */, 0x812F);
      gl.bindTexture(0x0DE1, previous);
      var w = bitmap.width, h = bitmap.height;
      if (bitmap.close) bitmap.close();
      finish(id, w, h);
    })['catch'](function (e) {
      console.warn('The game art ' + file + ' could not be loaded:', e && e.message);
      finish(0, 0, 0);
    });
  },
  carc_web_error: function (msg) {
    var text = UTF8ToString(msg);
    if (Module['onAppError']) Module['onAppError'](text);
  }
});
