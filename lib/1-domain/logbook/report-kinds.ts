/* How a rider describes the wind of a session told in the chat (./report.ts): its words are ./messages-report.ts's. */
export const REPORT_WINDS = ["etabli", "rafales"] as const;
export type ReportWind = (typeof REPORT_WINDS)[number];
