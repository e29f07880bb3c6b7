/*
 * The browsers' push services, the only places Alizé sends a notification to, in one list: the route
 * that stores a subscription checks it (lib/1-domain/validation/push.ts), and the sender checks it again before
 * every send (lib/2-stores/push/send.ts), so a row stored before the list existed is never contacted either.
 *
 * A subscription's endpoint is an https URL on port 443 whose host is one of these, exactly, or ends with a
 * documented suffix (at least one label before it). No IP address, no other port, no trailing dot, no user info.
 * - Chrome, Edge on Android, Opera, Samsung Internet: Firebase Cloud Messaging, https://fcm.googleapis.com/fcm/send/…
 * - Firefox: Mozilla's autopush, https://updates.push.services.mozilla.com/wpush/v2/…
 * - Safari (macOS 13+, iOS 16.4+): Apple Push Notification service, https://web.push.apple.com/…
 * - Edge on Windows: Windows Push Notification Services, https://<région>.notify.windows.com/w/?token=…
 */
export type PushService = { name: string } & ({ host: string } | { suffix: string });

export const PUSH_SERVICES: readonly PushService[] = [
  { name: "Firebase Cloud Messaging (Chrome)", host: "fcm.googleapis.com" },
  { name: "Mozilla Push Service (Firefox)", host: "updates.push.services.mozilla.com" },
  { name: "Apple Push Notification service (Safari)", host: "web.push.apple.com" },
  { name: "Windows Push Notification Services (Edge)", suffix: ".notify.windows.com" },
];

/** One DNS label: letters, digits and inner hyphens. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function matches(service: PushService, host: string): boolean {
  if ("host" in service) return host === service.host;
  if (!host.endsWith(service.suffix)) return false;
  const head = host.slice(0, -service.suffix.length);
  return head.length > 0 && head.split(".").every((label) => LABEL.test(label));
}

/** The push service an endpoint belongs to, or null when it is none of the browsers' own. */
export function pushServiceOf(endpoint: string): PushService | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  // `port` is "" for https's default 443 (an explicit ":443" included); anything else is another port.
  if (url.protocol !== "https:" || url.port !== "" || url.username || url.password) return null;
  return PUSH_SERVICES.find((service) => matches(service, url.hostname)) ?? null;
}

export const isPushEndpoint = (endpoint: string): boolean => pushServiceOf(endpoint) !== null;
