/* Which days an alert watches (issue 13); shared by the table (db/schema.ts), the API and the form. */
export const ALERT_DAYS = ["all", "weekend", "weekdays"] as const;
export type AlertDays = (typeof ALERT_DAYS)[number];
