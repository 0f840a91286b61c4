// The encoder alone: the package's entry also brings its canvas and SVG renderers, which the app never
// uses (it draws its own SVG path), into the gate start.
declare module 'qrcode/lib/core/qrcode.js' {
  const core: { create: typeof import('qrcode').create };
  export default core;
}
