import "server-only";
import { after } from "next/server";

/** Runs work after the response in Next; outside a request (scripts, tests) runs it now, unawaited. */
export function runAfter(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}
