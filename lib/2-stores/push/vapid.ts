import fs from "node:fs";
import path from "node:path";
import webPush from "web-push";
import { env, VAPID_PRIVATE_KEY_PATTERN, VAPID_PUBLIC_KEY_PATTERN, type Env } from "../../0-base/env";

/*
 * The VAPID identity the app signs its pushes with (RFC 8292). Production sets VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY; a local start without them gets a pair generated once into DATA_DIR/vapid.json and reused,
 * like the development auth secret: browsers' subscriptions are bound to the public key, so it must not change
 * on every restart.
 */
export type VapidKeys = { publicKey: string; privateKey: string };
export type VapidDetails = VapidKeys & { subject: string };

export const VAPID_FILE = "vapid.json";

function readKeys(file: string): VapidKeys {
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VapidKeys>;
  if (!VAPID_PUBLIC_KEY_PATTERN.test(parsed.publicKey ?? "") || !VAPID_PRIVATE_KEY_PATTERN.test(parsed.privateKey ?? "")) {
    throw new Error(`${file} ne contient pas une paire de clés VAPID valide : supprimez-le pour en générer une autre.`);
  }
  return { publicKey: parsed.publicKey!, privateKey: parsed.privateKey! };
}

/** The pair kept in `dataDir`, created on first use; two processes starting at once end up with the same pair. */
export function ensureVapidKeysFile(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      // A link fails if another process wrote the file meanwhile: then its pair wins.
      fs.linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return readKeys(file);
}

/** « Alizé <no-reply@alize.local> » → « mailto:no-reply@alize.local ». */
export function subjectFrom(config: Pick<Env, "VAPID_SUBJECT" | "MAIL_FROM">): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/** The keys to sign with, or null in production when none are configured (push is then off). */
export function resolveVapid(config: Env): VapidDetails | null {
  const subject = subjectFrom(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.NODE_ENV === "production") return null;
  return { ...ensureVapidKeysFile(path.resolve(config.DATA_DIR)), subject };
}

let cached: { value: VapidDetails | null } | undefined;

export function vapidDetails(): VapidDetails | null {
  cached ??= { value: resolveVapid(env()) };
  return cached.value;
}
