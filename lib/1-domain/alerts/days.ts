/* Which days an alert watches; shared by the table (db/schema.ts), the API and the form. */
export { ALERT_DAYS, type AlertDays } from "../../../db/column-types";
