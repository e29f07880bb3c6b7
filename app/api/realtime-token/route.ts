import { issueRealtimeToken } from "@/lib/3-features/chat/credential";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";

/** The chat's socket credential for the signed-in user's session: valid 2 minutes, one connection, a few at a time. */
export const GET = api.session.handle(async ({ db, user, sessionId }) => Response.json(await issueRealtimeToken(db, user, sessionId), { headers: PRIVATE }));
