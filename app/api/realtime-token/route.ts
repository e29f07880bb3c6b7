import { issueRealtimeToken } from "@/lib/3-features/chat/credential";
import { api, PRIVATE } from "@/lib/4-edge/http/handler";

/** The chat's socket credential for the signed-in user's session: valid 2 minutes, one connection. */
export const GET = api.session.handle(({ user, sessionId }) => Response.json(issueRealtimeToken(user, sessionId), { headers: PRIVATE }));
