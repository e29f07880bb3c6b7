import type { RiderPreferences } from "../validation/preferences";

/** What the client may see of a user (GET /api/user): never the password, sessions or internal fields. */
export type PublicUser = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAuthenticated: true;
  /** The rider's conditions for the verdicts. */
  preferences: RiderPreferences;
};
