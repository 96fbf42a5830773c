// The part of the load measurements' init scripts (measure_load.mjs, first_view.mjs) that watches WebGL: it calls
// onDraw() for every draw into the page's canvas, not for draws into a texture of the app's (its board cache).
// It goes into the page as source text, so it uses nothing from outside its own body.
export function watchCanvasDraws(onDraw) {
  const offscreen = new WeakMap();
  const bind = WebGL2RenderingContext.prototype.bindFramebuffer;
  WebGL2RenderingContext.prototype.bindFramebuffer = function (target, framebuffer) {
    if (target !== this.READ_FRAMEBUFFER) offscreen.set(this, !!framebuffer);
    return bind.call(this, target, framebuffer);
  };
  for (const name of ['drawElements', 'drawArrays']) {
    const original = WebGL2RenderingContext.prototype[name];
    WebGL2RenderingContext.prototype[name] = function (...args) {
      if (!offscreen.get(this)) onDraw();
      return original.apply(this, args);
    };
  }
}

// An init script (context.addInitScript) that runs probe(watchCanvasDraws) in the page before its own scripts.
export const withCanvasDraws = (probe) => ({ content: `(${probe})(${watchCanvasDraws});` });
