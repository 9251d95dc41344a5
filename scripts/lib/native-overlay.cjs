// Preloaded (`node --require`) by scripts/node-matrix.mjs into every process that runs on another
// Node.js than the one node_modules was installed with: a native module built for that one cannot be
// loaded, so its path is swapped for a build for this Node.js's ABI. RENTLINE_NATIVE_OVERLAY maps the
// path of each installed build to the one to load instead; any other native module loads as usual.
'use strict';

const overlay = JSON.parse(process.env.RENTLINE_NATIVE_OVERLAY || '{}');
const dlopen = process.dlopen;
process.dlopen = function dlopenOverlaid(module, filename, ...rest) {
  return dlopen.call(this, module, overlay[filename] ?? filename, ...rest);
};
