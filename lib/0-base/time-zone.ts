/** Alizé's riders are in France: every time shown, every day boundary and the provider's hours use it. */
export const PARIS_TIME_ZONE = "Europe/Paris";
