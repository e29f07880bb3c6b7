import { getDb } from "@/db/client";
import { isResetTokenValid } from "@/lib/auth/password-reset";
import { json, route } from "@/lib/http/route";

export const GET = route<{ params: Promise<{ token: string }> }>(async (_req, { params }) => {
  const { token } = await params;
  return json({ valid: await isResetTokenValid(getDb(), token) }, { headers: { "cache-control": "no-store" } });
});
