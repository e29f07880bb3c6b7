import { hkdfSync } from "node:crypto";

/*
 * A key for one purpose of the app's signatures, derived from BETTER_AUTH_SECRET with HKDF and a purpose
 * label: a token signed for one purpose (a socket credential, an unsubscribe link) never verifies for another.
 */
const keys = new Map<string, Buffer>();

export function purposeKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));
    keys.set(id, key);
  }
  return key;
}
