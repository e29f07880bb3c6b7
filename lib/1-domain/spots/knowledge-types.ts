/* A spot's structured knowledge: the shapes of the spots table's columns (db/spot-knowledge.ts), for the rules. */
export * from "../../../db/spot-knowledge";
