// Stands in for next/dist/build/polyfills/polyfill-module (see next.config.ts): the browsers we target
// (package.json "browserslist") all have Array.prototype.at, flat, Object.fromEntries, Object.hasOwn and
// String.prototype.trimStart, so the page need not ship them.
export {};
