/** An e-mail as the templates write it and lib/2-stores/mail/send.ts sends it. `headers`: extra e-mail headers (the alerts' List-Unsubscribe). */
export type Mail = { to: string; subject: string; html: string; text: string; headers?: Record<string, string> };
