import { hash, verify } from "@node-rs/argon2";

/*
 * argon2id at OWASP's recommended floor (19 MiB, 2 passes, 1 lane) instead of Better Auth's default scrypt,
 * whose N=2^14 sits below current guidance.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}
