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
  carc_web_error: function (msg) {
    var text = UTF8ToString(msg);
    if (Module['onAppError']) Module['onAppError'](text);
  }
});
