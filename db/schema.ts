import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => tz("created_at").notNull().defaultNow();
const updatedAt = () =>
  tz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/*
 * Accounts. Better Auth owns users/sessions/accounts/verifications (field names are its own);
 * the password hash lives in accounts.password, as the library stores it.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    // Lower-cased by the username plugin, so uniqueness is case-insensitive.
    username: text("username").notNull(),
    displayUsername: text("display_username"),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    name: text("name").notNull().default(""),
    image: text("image"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_username_key").on(t.username), uniqueIndex("users_email_key").on(t.email)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    token: text("token").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: tz("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.token), index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: tz("access_token_expires_at"),
    refreshTokenExpiresAt: tz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: serial("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: tz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/* Password reset: only a SHA-256 of the token is stored; the token itself travels in the e-mail. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: tz("expires_at").notNull(),
    createdAt: createdAt(),
    used: integer("used").notNull().default(0),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash), index("password_reset_tokens_user_idx").on(t.userId)],
);

/* Fixed-window counters shared by every instance (failed logins, reset requests). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: tz("window_start").notNull().defaultNow(),
});

/* Spots and their data. */
export const spots = pgTable(
  "spots",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    hydrographicZero: doublePrecision("hydrographic_zero").notNull(),
    hydrographicSource: text("hydrographic_source").notNull(),
    // When tides were last computed, even if the spot turned out to have none (no gauge within reach).
    tidesComputedAt: tz("tides_computed_at"),
    // Lease of the instance fetching this spot's forecast (lib/forecast-data/lease.ts); null when nobody is.
    weatherRefreshingUntil: tz("weather_refreshing_until"),
  },
  (t) => [
    uniqueIndex("spots_name_key").on(t.name),
    // The nearest-spots search narrows by a box around the rider before the great-circle distance.
    index("spots_location_gist_idx").using("gist", sql`point(${t.longitude}, ${t.latitude})`),
  ],
);

export const spotFavorites = pgTable(
  "spot_favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.spotId] }), index("spot_favorites_spot_idx").on(t.spotId)],
);

export const weatherForecasts = pgTable(
  "weather_forecasts",
  {
    id: serial("id").primaryKey(),
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    forecastDate: tz("forecast_date").notNull(),
    lastUpdated: tz("last_updated").notNull(),
    temperature: doublePrecision("temperature").notNull(),
    windSpeed: doublePrecision("wind_speed").notNull(),
    windDirection: doublePrecision("wind_direction").notNull(),
    windGust: doublePrecision("wind_gust"),
    humidity: integer("humidity").notNull(),
    description: text("description").notNull(),
  },
  (t) => [uniqueIndex("weather_forecasts_spot_date_key").on(t.spotId, t.forecastDate)],
);

export const tideTimes = pgTable(
  "tide_times",
  {
    id: serial("id").primaryKey(),
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    tideTime: tz("tide_time").notNull(),
    lastUpdated: tz("last_updated").notNull(),
    height: doublePrecision("height").notNull(),
    coefficient: integer("coefficient"),
    type: text("type", { enum: ["high", "low"] }).notNull(),
  },
  (t) => [
    uniqueIndex("tide_times_spot_time_key").on(t.spotId, t.tideTime),
    check("tide_times_type_check", sql`${t.type} in ('high', 'low')`),
  ],
);

/* Chat: one channel per spot, and its id is the spot's id (spec §2). */
export const chatChannels = pgTable(
  "chat_channels",
  {
    id: integer("id").primaryKey(),
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("chat_channels_spot_key").on(t.spotId)],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    type: text("type", { enum: ["text", "image"] }).notNull().default("text"),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_channel_created_idx").on(t.channelId, t.createdAt, t.id),
    check("messages_type_check", sql`${t.type} in ('text', 'image')`),
  ],
);

export type User = typeof users.$inferSelect;
export type Spot = typeof spots.$inferSelect;
export type WeatherForecast = typeof weatherForecasts.$inferSelect;
export type TideTime = typeof tideTimes.$inferSelect;
export type Message = typeof messages.$inferSelect;
