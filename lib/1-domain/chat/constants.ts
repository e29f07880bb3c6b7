/* The chat's numbers (spec §9), named once; the service, the widget and the tests import them. */

/** Largest image a user may pick, and largest decoded image the service accepts: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Images are resized in the browser to at most this width, keeping the ratio, then re-encoded as JPEG. */
export const IMAGE_MAX_WIDTH = 1024;
export const IMAGE_JPEG_QUALITY = 0.7;

/** Text messages, after trimming. */
export const MESSAGE_MAX_CHARS = 2000;
/** RECENT_MESSAGES: the last 50, oldest first. */
export const RECENT_MESSAGES_LIMIT = 50;

/** A typing stop is sent after this long without input (spec §4). */
export const TYPING_STOP_MS = 1000;

/* The service's rate limits, quotas and budgets live in ./limits.ts. */
