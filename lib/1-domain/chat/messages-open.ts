/* « Ouvrir le chat », apart from the chat's other texts (./messages.ts): the only one the forecast page ships. */
export const CHAT_OPEN = "Ouvrir le chat";
