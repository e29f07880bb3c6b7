/*
 * Loaded with NODE_OPTIONS=--import (which refuses --cpu-prof): profiles this process's CPU from the first SIGUSR2
 * it gets (the bench sends it after its warm-up, so that start-up and the first refresh stay out) and writes a V8
 * profile into $BENCH_CPU_PROFILE_DIR/<pid>.cpuprofile when it exits (the inspector's in-thread session answers
 * synchronously, as an exit handler needs). bench/render.ts sets it with BENCH_CPU_PROFILE.
 */
import fs from "node:fs";
import inspector from "node:inspector";
import path from "node:path";

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 500 });
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    session.post("Profiler.stop", (error, result) => {
      if (!error) fs.writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.once("SIGUSR2", () => {
    session.post("Profiler.start");
    process.once("exit", write);
    // A process run by plain node (the compiled servers) dies of SIGTERM without an "exit" event unless it handles
    // SIGTERM. Only the profiled process, and only if it has no handler of its own (the launcher has one).
    if (process.listenerCount("SIGTERM") === 0) {
      process.once("SIGTERM", () => {
        write();
        process.exit(143);
      });
    }
  });
}
