import { sql } from "drizzle-orm";
import { api } from "@/lib/4-edge/http/handler";

/** For load balancers and the launcher: 200 when the database answers, 503 otherwise. */
export const GET = api.public.handle(async ({ db }) => {
  try {
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok" });
  } catch {
    return Response.json({ status: "database unreachable" }, { status: 503 });
  }
});
