// Runs before the app (--pre-js). Dear ImGui's OpenGL renderer saves and restores the GL state around every
// frame it draws, reading the scissor box, the viewport and the blend state back with glGetIntegerv. In WebGL
// each such read is a synchronous round trip to the GPU process that waits until the GPU has finished all the
// work queued before it (texture uploads, shader compiles, the previous frame): the page's main thread then
// stood still for 100-350 ms per frame at start-up (scripts/measure_load.mjs, a Chromium trace). The values
// are only ever what the page itself set, so each WebGL 2 context keeps its own copy of them: the setters
// update the copy, getParameter answers from it, and every other query still goes to the GPU process.
(function () {
  'use strict';
  if (typeof WebGL2RenderingContext === 'undefined') return;
  var P = WebGL2RenderingContext.prototype;
  if (P['carcStateCopy']) return;
  P['carcStateCopy'] = true;
  var VIEWPORT = 0x0BA2, SCISSOR_BOX = 0x0C10;
  var BLEND_SRC_RGB = 0x80C9, BLEND_DST_RGB = 0x80C8, BLEND_SRC_ALPHA = 0x80CB, BLEND_DST_ALPHA = 0x80CA;
  var BLEND_EQUATION_RGB = 0x8009, BLEND_EQUATION_ALPHA = 0x883D;
  var TRACKED = [VIEWPORT, SCISSOR_BOX, BLEND_SRC_RGB, BLEND_DST_RGB, BLEND_SRC_ALPHA, BLEND_DST_ALPHA,
                 BLEND_EQUATION_RGB, BLEND_EQUATION_ALPHA];
  var get = P['getParameter'];
  var key = '__carcState';
  // The copy: a new context's values are the ones WebGL defines (the viewport and scissor box are its drawing
  // buffer; blending ONE, ZERO, FUNC_ADD), set as getContext returns it, without asking the GPU process (a read
  // there waits behind every frame the GPU side is drawing: 10-70 ms at start-up in headless Chromium). A context
  // this script did not see created is read once, the first time it is touched.
  var getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function () {
    var gl = getContext.apply(this, arguments);
    if (gl instanceof WebGL2RenderingContext && !gl[key]) {
      var box = new Int32Array([0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight]);
      var s = {};
      s[VIEWPORT] = box;
      s[SCISSOR_BOX] = new Int32Array(box);
      s[BLEND_SRC_RGB] = s[BLEND_SRC_ALPHA] = 1;          // ONE
      s[BLEND_DST_RGB] = s[BLEND_DST_ALPHA] = 0;          // ZERO
      s[BLEND_EQUATION_RGB] = s[BLEND_EQUATION_ALPHA] = 0x8006;   // FUNC_ADD
      gl[key] = s;
      // Tests (smoke.test.mjs) check those values against the GPU's own right after creation.
      if (window['carcCheckGlState']) window['carcGlStateAtCreation'] = mismatches(gl, s);
    }
    return gl;
  };
  // The tracked values whose copy differs from what the GPU process says (tests only: every read waits).
  function mismatches(gl, s) {
    var out = [];
    for (var i = 0; i < TRACKED.length; i++) {
      var real = get.call(gl, TRACKED[i]), copy = s[TRACKED[i]];
      var same = real instanceof Int32Array ? copy instanceof Int32Array && real.join() === copy.join() : real === copy;
      if (!same) out.push(TRACKED[i].toString(16) + ': ' + String(copy) + ' against ' + String(real));
    }
    return out;
  }
  P['carcStateMismatches'] = function () { return mismatches(this, state(this)); };
  function state(gl) {
    var s = gl[key];
    if (!s) {
      s = {};
      for (var i = 0; i < TRACKED.length; i++) s[TRACKED[i]] = get.call(gl, TRACKED[i]);
      gl[key] = s;
    }
    return s;
  }
  function wrap(name, update) {
    var original = P[name];
    P[name] = function () {
      update(state(this), arguments);
      return original.apply(this, arguments);
    };
  }
  wrap('viewport', function (s, a) { s[VIEWPORT] = new Int32Array([a[0], a[1], a[2], a[3]]); });
  wrap('scissor', function (s, a) { s[SCISSOR_BOX] = new Int32Array([a[0], a[1], a[2], a[3]]); });
  wrap('blendFunc', function (s, a) {
    s[BLEND_SRC_RGB] = s[BLEND_SRC_ALPHA] = a[0];
    s[BLEND_DST_RGB] = s[BLEND_DST_ALPHA] = a[1];
  });
  wrap('blendFuncSeparate', function (s, a) {
    s[BLEND_SRC_RGB] = a[0]; s[BLEND_DST_RGB] = a[1]; s[BLEND_SRC_ALPHA] = a[2]; s[BLEND_DST_ALPHA] = a[3];
  });
  wrap('blendEquation', function (s, a) { s[BLEND_EQUATION_RGB] = s[BLEND_EQUATION_ALPHA] = a[0]; });
  wrap('blendEquationSeparate', function (s, a) { s[BLEND_EQUATION_RGB] = a[0]; s[BLEND_EQUATION_ALPHA] = a[1]; });
  P['getParameter'] = function (pname) {
    var s = state(this);
    if (Object.prototype.hasOwnProperty.call(s, pname)) {
      var v = s[pname];
      // A fresh array each time, as WebGL returns (the caller may keep it).
      return v instanceof Int32Array ? new Int32Array(v) : v;
    }
    return get.call(this, pname);
  };
})();
