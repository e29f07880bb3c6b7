/**
 * Where a process spent its CPU, from V8 CPU profiles (node --cpu-prof): self time by function and by package or
 * source file, the idle and garbage-collector shares apart. Run: npx tsx bench/lib/cpu-profile.ts a.cpuprofile […]
 * (the largest profile of a bench run is the web server's).
 */
import fs from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const chunk = /\.next[^/]*\/(server\/.*)$/.exec(url);
  return chunk ? chunk[1]! : url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "") || "(V8)";
};

function top(map: Map<string, number>, total: number, n: number) {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${((v / total) * 100).toFixed(1).padStart(5)} %  ${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join("\n");
}

for (const file of process.argv.slice(2)) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const fns = new Map<string, number>();
  const files = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    total += us;
    fns.set(`${functionName || "(anonyme)"} ${where(url)}:${lineNumber + 1}`, (fns.get(`${functionName || "(anonyme)"} ${where(url)}:${lineNumber + 1}`) ?? 0) + us);
    files.set(where(url), (files.get(where(url)) ?? 0) + us);
  }
  console.log(`== ${file} : ${(total / 1e6).toFixed(1)} s échantillonnées`);
  console.log(`-- par fonction (temps propre)\n${top(fns, total, 30)}`);
  console.log(`-- par paquet ou fichier\n${top(files, total, 20)}`);
}
