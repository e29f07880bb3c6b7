/*
 * Every limit the chat service enforces, named once: rates per user, the daily image quota, the size
 * of the RECENT_MESSAGES answer and the pixel caps of an image. The French texts shown when one is reached are
 * in ./messages.ts (CHAT_ERRORS), built from these numbers.
 */

/** Per user and instance: 10 messages per 10 s; images also count against a tighter budget. */
export const MESSAGE_RATE = { limit: 10, windowMs: 10_000 } as const;
export const IMAGE_RATE = { limit: 5, windowMs: 60_000 } as const;
/** Typing events beyond this are dropped silently. */
export const TYPING_RATE = { limit: 20, windowMs: 10_000 } as const;
/**
 * Each join sends the recent messages (images included, up to RECENT_MESSAGES_MAX_BYTES): opening a spot's
 * chat and a few reconnections fit; 20 joins in 10 s (up to 130 MB) no longer do.
 */
export const JOIN_RATE = { limit: 6, windowMs: 30_000 } as const;
/**
 * A join whose channel and recent messages take longer than this is answered « busy »: the widget says
 * so and tries again, and the messages still follow when the database answers.
 */
export const JOIN_BUSY_MS = 4000;
/** When to try again a join refused for an error or a busy service. */
export const JOIN_RETRY_AFTER_MS = 3000;

/**
 * Daily image quota per user (UTC day), counted in the database so that it spans instances and restarts.
 * Whichever is reached first: this many images, or this many bytes of stored (re-encoded) images.
 */
export const DAILY_IMAGE_QUOTA = { images: 60, bytes: 15 * 1024 * 1024 } as const;

/**
 * RECENT_MESSAGES still lists the last 50 messages (spec §7), but the images' content is sent only up to this
 * many bytes, newest first: older images beyond it travel as placeholders (`imageOmitted`).
 */
export const RECENT_MESSAGES_MAX_BYTES = 1_500_000;

/**
 * Pixel caps of the server's image check. Larger inputs are refused before being decoded (a 20000 × 20000 PNG
 * is refused from its header); accepted ones are resized to IMAGE_MAX_WIDTH as the spec's client does, and an
 * image still taller than IMAGE_MAX_HEIGHT after that is refused.
 */
export const IMAGE_MAX_INPUT_PIXELS = 8_000_000;
export const IMAGE_MAX_HEIGHT = 4096;

/**
 * Sockets a web session may hold open at once, counted at the handshake across instances: a page holds one (chat
 * and live wind share it), so ten tabs fit, whatever the number of pages loaded before; a script opening sockets
 * in a loop does not get an eleventh. Open sockets are counted, never openings: reloads cost nothing.
 */
export const REALTIME_OPEN_SOCKETS_PER_SESSION = 10;
/** A connection refused for that is tried again after this: time for a tab to close. */
export const REALTIME_SOCKET_REFUSED_RETRY_MS = 15_000;
/**
 * Credentials issued per session in 2 minutes (a credential's life): each connection attempt asks one, so a page
 * reconnecting through an outage asks one every few seconds. Generous: only a bound on a loop.
 */
export const REALTIME_CREDENTIALS_PER_SESSION = { max: 60, windowSeconds: 120 } as const;

/** A socket's session is checked this often; a logout or a reset closes it within about this delay. */
export const SESSION_CHECK_MS = 3000;
