import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer, serverBundle, SERVERS, type ServerName } from "./build-server";

const root = path.resolve(import.meta.dirname, "..");
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "alize-server-"));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
const packageOf = (specifier: string) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");

describe("the compiled servers (production runs them with node, not tsx)", () => {
  it.each(Object.keys(SERVERS) as ServerName[])("%s: one JavaScript file of the project's modules that node parses, importing only Node.js and the app's dependencies", async (name) => {
    const { file, inputs } = await buildServer(dist, name);
    expect(file).toBe(serverBundle(dist, name));
    expect(inputs).toContain(SERVERS[name]);
    expect(inputs.filter((input) => input.includes("node_modules") || /\.test\.tsx?$/.test(input))).toEqual([]);

    const check = spawnSync(process.execPath, ["--check", file], { encoding: "utf8" });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);

    const code = fs.readFileSync(file, "utf8");
    const specifiers = [...code.matchAll(/^import\s[^"']*["']([^"']+)["'];?$/gm)].map((m) => m[1]!);
    expect(specifiers).toContain(name === "web-server" ? "next" : "socket.io");
    const unexpected = specifiers.filter((s) => !s.startsWith("node:") && !builtinModules.includes(s) && !(packageOf(s) in packageJson.dependencies));
    // A project path left unbundled (an alias), or a development-only package, would fail on a production install.
    expect(unexpected).toEqual([]);
  });
});
