// Stands in for next/dist/compiled/process (see next.config.ts), the browser `process` Next.js gives client code
// that mentions it. Next inlines process.env.NEXT_PUBLIC_* at build time, and no client module of the app runs
// timers or streams through `process`, so the Node.js emulation (~0.8 kB gzip on every page) is not needed; what
// libraries test for is kept.
const process = {
  env: {},
  browser: true,
  argv: [],
  version: "",
  versions: {},
  platform: "browser",
  cwd: () => "/",
  nextTick: (callback, ...args) => queueMicrotask(() => callback(...args)),
};
export default process;
