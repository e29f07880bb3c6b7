import type { MessageType } from "./events";

/** A message the user sent, as far as this client knows. */
export type OutgoingMessage = { clientId: string; channelId: number; content: string; type: MessageType };
export type DeliveryUpdate =
  | { clientId: string; status: "sending"; message: OutgoingMessage }
  | { clientId: string; status: "sent"; id: number }
  | { clientId: string; status: "failed"; error: string };
