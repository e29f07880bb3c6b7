import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { windPolls } from "../../../db/schema";

/*
 * At most one request to OpenWindMap a minute for the whole deployment, as its documentation asks: one row
 * (wind_polls, id 1) whose `next_poll_at` is moved a minute ahead by one atomic upsert. The instance whose
 * statement moved it polls; every other one, and any instance within the minute, skips. Success or failure,
 * the next poll waits the full minute: an outage is not hammered. A poller that dies costs one minute, no more.
 */
const POLL_INTERVAL_MS = 60_000;
const GATE_ID = 1;

/** True when this caller won the right to poll now. */
export async function takePollTurn(db: Db): Promise<boolean> {
  const next = sql`now() + make_interval(secs => ${POLL_INTERVAL_MS / 1000}::double precision)`;
  const rows = await db
    .insert(windPolls)
    .values({ id: GATE_ID, nextPollAt: next })
    .onConflictDoUpdate({ target: windPolls.id, set: { nextPollAt: next }, setWhere: sql`${windPolls.nextPollAt} <= now()` })
    .returning({ id: windPolls.id });
  return rows.length > 0;
}

/** What the last poll gave, for the logs and the health of the feature. */
export async function recordPollOutcome(db: Db, error: string | null): Promise<void> {
  await db
    .update(windPolls)
    .set(error === null ? { lastSuccessAt: sql`now()`, lastError: null } : { lastError: error.slice(0, 500) })
    .where(eq(windPolls.id, GATE_ID));
}

/** Makes the next poll due at once (tests, and an operator who knows the network is back). */
export async function openPollGate(db: Db): Promise<void> {
  await db.update(windPolls).set({ nextPollAt: sql`now()` }).where(eq(windPolls.id, GATE_ID));
}

/** How the last poll went: when the stations were last read, and the last failure when the last poll failed. */
export async function pollStatus(db: Db): Promise<{ lastSuccessAt: Date | null; lastError: string | null }> {
  const [row] = await db.select({ lastSuccessAt: windPolls.lastSuccessAt, lastError: windPolls.lastError }).from(windPolls).where(eq(windPolls.id, GATE_ID));
  return row ?? { lastSuccessAt: null, lastError: null };
}
