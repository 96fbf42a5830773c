// Started by the page (index.html) before the game's code arrives. The first WebGL context a page creates makes
// the browser set up its GPU side, which can hold the creating thread for 0.2-0.5 s (measured in headless
// Chromium with SwiftShader: 265 ms of the game's main() went into its getContext call). Done here, on a worker
// thread while the game downloads and compiles, the game's own context on the page then takes a few ms.
// The context is dropped at once; the worker answers 'ready' either way, and the page never waits long for it.
'use strict';
try {
  var canvas = new OffscreenCanvas(1, 1);
  var gl = canvas.getContext('webgl2', { alpha: false, depth: false, stencil: false, antialias: false });
  if (gl) {
    // The shader compiler starts on first use: one tiny program gets that done here too.
    var shader = gl.createShader(gl.VERTEX_SHADER);
    gl.shaderSource(shader, '#version 300 es\nvoid main() { gl_Position = vec4(0.0); }');
    gl.compileShader(shader);
    gl.getShaderParameter(shader, gl.COMPILE_STATUS);
    var lose = gl.getExtension('WEBGL_lose_context');
    if (lose) lose.loseContext();
  }
} catch (e) {
  // No OffscreenCanvas WebGL here: nothing to warm; the page creates its context as before.
}
postMessage('ready');
close();
