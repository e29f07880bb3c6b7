import { issueRealtimeToken } from "@/lib/chat/credential";
import { api, PRIVATE } from "@/lib/http/handler";

/** The chat's socket credential for the signed-in user's session: valid 2 minutes, one connection. */
export const GET = api.session.handle(({ user, sessionId }) => Response.json(issueRealtimeToken(user, sessionId), { headers: PRIVATE }));
