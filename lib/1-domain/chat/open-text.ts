/* « Ouvrir le chat », apart from the chat's other texts (./messages-fr.ts): the only one the forecast page ships. */
export const CHAT_OPEN = "Ouvrir le chat";
