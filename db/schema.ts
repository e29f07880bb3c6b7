import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type {
  Hazard,
  KiteZone,
  SeasonalBan,
  Sector,
  Source,
  SpotLevel,
  TideLimits,
  WaterBody,
  WaterState,
} from "./spot-knowledge";
import type { AlertDays, ForecastDayHours, ModelSkill, SessionFeel, StationDayHours, StoredCorrection } from "./column-types";

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
    // The rider's conditions for the verdict; defaults and bounds are DEFAULT_PREFERENCES and
    // PreferencesSchema in lib/1-domain/validation/preferences.ts, which a test holds equal to these.
    windMinKn: integer("wind_min_kn").notNull().default(12),
    windMaxKn: integer("wind_max_kn").notNull().default(30),
    level: text("level", { enum: ["débutant", "intermédiaire", "confirmé"] }).notNull().default("intermédiaire"),
    // The rider's kit and gust limit (docs/decisions/0020-safe-verdict.md): a null limit follows windMaxKn.
    weightKg: integer("weight_kg").notNull().default(75),
    kites: jsonb("kites").$type<number[]>().notNull().default([]),
    gustMaxKn: integer("gust_max_kn"),
    // Set at the first save of « Mes conditions »: until then the verdicts say they use the defaults.
    conditionsSavedAt: tz("conditions_saved_at"),
    // The factor the rider accepted from their logbook (docs/decisions/0030-rider-logbook.md): the kite-size
    // rule's ideal × this factor for them; null: the rule as it is.
    kiteShift: doublePrecision("kite_shift"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(t.username),
    uniqueIndex("users_email_key").on(t.email),
    check("users_wind_range_check", sql`${t.windMinKn} >= 5 and ${t.windMaxKn} <= 60 and ${t.windMinKn} < ${t.windMaxKn}`),
    check("users_level_check", sql`${t.level} in ('débutant', 'intermédiaire', 'confirmé')`),
    check("users_weight_check", sql`${t.weightKg} between 35 and 150`),
    check("users_gust_max_check", sql`${t.gustMaxKn} is null or ${t.gustMaxKn} between 10 and 60`),
    check("users_kite_shift_check", sql`${t.kiteShift} is null or ${t.kiteShift} between 0.75 and 1.25`),
  ],
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

/*
 * Login links (« Recevoir un lien de connexion par e-mail »): the way in for the owner whatever a stranger does with
 * the password. Only a SHA-256 of the token is stored; a link opens one session, within its 15 minutes.
 */
export const loginLinkTokens = pgTable(
  "login_link_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: tz("expires_at").notNull(),
    usedAt: tz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("login_link_tokens_hash_key").on(t.tokenHash), index("login_link_tokens_user_idx").on(t.userId)],
);

/*
 * The app's rate-limit counters, shared by every instance (lib/2-stores/rate-limits/database.ts): failed logins,
 * reset requests, registrations, chat images, alert e-mails, pushes. `expires_at`: when the row stops mattering.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: tz("window_start").notNull().defaultNow(),
    expiresAt: tz("expires_at")
      .notNull()
      .default(sql`now() + interval '1 day'`),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

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
    // Lease of the instance fetching this spot's forecast (lib/2-stores/forecasts/lease.ts); null when nobody is.
    weatherRefreshingUntil: tz("weather_refreshing_until"),
    // The sea's (lib/3-features/sea/refresh.ts): its own lease, and when the Marine API was last asked, even when
    // it had nothing for this point (then no row is stored, and it is not asked again before the sea's age).
    seaRefreshingUntil: tz("sea_refreshing_until"),
    seaCheckedAt: tz("sea_checked_at"),
    // Structured knowledge (db/spot-knowledge.ts), seeded from db/seed/spots-data.ts. The defaults only
    // serve rows inserted without it (test fixtures): no rideable sector, so such a spot is never « navigable ».
    waterBody: text("water_body").$type<WaterBody>().notNull().default("mer"),
    orientation: integer("orientation").notNull().default(0),
    rideableSectors: jsonb("rideable_sectors").$type<Sector[]>().notNull().default([]),
    offshoreSectors: jsonb("offshore_sectors").$type<Sector[]>().notNull().default([]),
    level: text("level").$type<SpotLevel>().notNull().default("intermédiaire"),
    water: text("water").$type<WaterState>().notNull().default("clapot"),
    tide: jsonb("tide").$type<TideLimits>().notNull().default({ minHeightM: null, maxHeightM: null, note: null }),
    seasonalBan: jsonb("seasonal_ban").$type<SeasonalBan | null>(),
    sources: jsonb("sources").$type<Source[]>().notNull().default([]),
    hazards: jsonb("hazards").$type<Hazard[]>().notNull().default([]),
    zones: jsonb("zones").$type<KiteZone[]>().notNull().default([]),
    // Supervised beaches nearby whose summer rules nobody read for Alizé: the sheet says « vérifiez sur place ».
    summerRestrictions: boolean("summer_restrictions").notNull().default(false),
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

/*
 * The sea state at a sea spot, hourly (Open-Meteo Marine API, lib/2-stores/open-meteo/marine.ts): replaced whole at
 * each refresh, like weather_forecasts. Every value may be null (the wave model's grid does not reach every beach,
 * sea temperature has its own horizon): null is shown as nothing, never as zero. Lakes and lagoons have no rows.
 */
export const seaForecasts = pgTable(
  "sea_forecasts",
  {
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    forecastDate: tz("forecast_date").notNull(),
    lastUpdated: tz("last_updated").notNull(),
    waveHeightM: doublePrecision("wave_height_m"),
    wavePeriodS: doublePrecision("wave_period_s"),
    waveDirection: doublePrecision("wave_direction"),
    swellHeightM: doublePrecision("swell_height_m"),
    swellPeriodS: doublePrecision("swell_period_s"),
    seaTemperatureC: doublePrecision("sea_temperature_c"),
  },
  (t) => [primaryKey({ columns: [t.spotId, t.forecastDate] })],
);

/*
 * Each forecast model's hours, apart, keyed by model: an Open-Meteo id of lib/2-stores/open-meteo/models.ts, or
 * "blend" for the default forecast above. Past hours are kept 15 days, for the skill compares them with what the
 * spot's station measured: a fetch upserts an hour only while it is still to come, so a past hour keeps the
 * last forecast made before it. The id only names a row in GET /api/weather/{id}?model= (bigserial: upserts
 * draw from the sequence even when they update).
 */
export const weatherModelHours = pgTable(
  "weather_model_hours",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    forecastDate: tz("forecast_date").notNull(),
    lastUpdated: tz("last_updated").notNull(),
    temperature: doublePrecision("temperature").notNull(),
    windSpeed: doublePrecision("wind_speed").notNull(),
    windDirection: doublePrecision("wind_direction").notNull(),
    windGust: doublePrecision("wind_gust"),
    humidity: integer("humidity").notNull(),
    description: text("description").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.spotId, t.model, t.forecastDate] }),
    index("weather_model_hours_forecast_date_idx").on(t.forecastDate),
  ],
);

/* Each spot's models against its station's measurements (lib/3-features/models/skill.ts), computed at most hourly. */
export const spotModelSkill = pgTable("spot_model_skill", {
  spotId: integer("spot_id")
    .primaryKey()
    .references(() => spots.id, { onDelete: "cascade" }),
  // The station the skill was measured at: another station chosen since means computing it again.
  stationId: integer("station_id").notNull(),
  computedAt: tz("computed_at").notNull(),
  models: jsonb("models").$type<ModelSkill[]>().notNull(),
  best: text("best"),
});

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
    // « report »: a rider's session told in the chat (docs/decisions/0030-rider-logbook.md), its content JSON.
    type: text("type", { enum: ["text", "image", "report"] }).notNull().default("text"),
    createdAt: createdAt(),
    // The sender's idempotency key: a retried SEND_MESSAGE finds its first copy instead of storing a second.
    clientId: text("client_id"),
  },
  (t) => [
    index("messages_channel_created_idx").on(t.channelId, t.createdAt, t.id),
    uniqueIndex("messages_user_client_id_key").on(t.userId, t.clientId),
    check("messages_type_check", sql`${t.type} in ('text', 'image', 'report')`),
  ],
);

/*
 * Live wind (OpenWindMap). The latest reading of every station the network lists, as km/h exactly as it was
 * received; `active` says whether the station was usable at the last successful poll (on, located, heard from
 * within 2 h). During an outage nothing here changes, so the last readings keep being served with their age.
 */
export const windStations = pgTable(
  "wind_stations",
  {
    id: integer("id").primaryKey(), // the network's own station id
    name: text("name").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    active: boolean("active").notNull().default(true),
    measuredAt: tz("measured_at").notNull(),
    windAvgKmh: doublePrecision("wind_avg_kmh").notNull(),
    // The network documents each of these as "or null"; only the mean is required to keep a reading.
    windMaxKmh: doublePrecision("wind_max_kmh"),
    windMinKmh: doublePrecision("wind_min_kmh"),
    headingDeg: doublePrecision("heading_deg"),
    seenAt: tz("seen_at").notNull().defaultNow(),
  },
  (t) => [index("wind_stations_active_idx").on(t.active)],
);

/*
 * Measured wind per station and UTC hour, kept 14 days for the models' skill: running sums of the 4-minute
 * means (and of the heading as a unit vector) so that an hour's mean is one division, and the table stays
 * bounded (stations × 24 × 14 rows) whatever the polling rate.
 */
export const windStationHours = pgTable(
  "wind_station_hours",
  {
    stationId: integer("station_id")
      .notNull()
      .references(() => windStations.id, { onDelete: "cascade" }),
    hour: tz("hour").notNull(),
    readings: integer("readings").notNull(),
    sumAvgKmh: doublePrecision("sum_avg_kmh").notNull(),
    maxKmh: doublePrecision("max_kmh").notNull(),
    sumHeadingSin: doublePrecision("sum_heading_sin").notNull(),
    sumHeadingCos: doublePrecision("sum_heading_cos").notNull(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.hour] }), index("wind_station_hours_hour_idx").on(t.hour)],
);

/* Each spot's live station, chosen again after every successful poll; a null station means none within reach. */
export const spotWindStations = pgTable(
  "spot_wind_stations",
  {
    spotId: integer("spot_id")
      .primaryKey()
      .references(() => spots.id, { onDelete: "cascade" }),
    stationId: integer("station_id").references(() => windStations.id, { onDelete: "set null" }),
    distanceKm: doublePrecision("distance_km"),
  },
  (t) => [index("spot_wind_stations_station_idx").on(t.stationId)],
);

/* One row: the whole deployment's poll of the network, at most once a minute (lib/2-stores/live-wind/poll-gate.ts). */
export const windPolls = pgTable("wind_polls", {
  id: integer("id").primaryKey(),
  nextPollAt: tz("next_poll_at").notNull(),
  lastSuccessAt: tz("last_success_at"),
  lastError: text("last_error"),
});

/* Realtime credentials already used: each one opens one socket, whichever instance it reaches. */
export const realtimeCredentials = pgTable(
  "realtime_credentials",
  {
    jti: text("jti").primaryKey(),
    expiresAt: tz("expires_at").notNull(),
  },
  (t) => [index("realtime_credentials_expires_idx").on(t.expiresAt)],
);

/*
 * Alerts: a rider asks to hear of a rideable window at a spot. Evaluated per spot after each
 * forecast refresh (lib/alerts/), sent by e-mail and/or web push, at most once per window.
 */

export const alerts = pgTable(
  "alerts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    minWindKn: integer("min_wind_kn").notNull(),
    maxWindKn: integer("max_wind_kn").notNull(),
    minHours: integer("min_hours").notNull().default(2),
    days: text("days").$type<AlertDays>().notNull().default("all"),
    leadDays: integer("lead_days").notNull().default(3),
    email: boolean("email").notNull().default(true),
    push: boolean("push").notNull().default(false),
    paused: boolean("paused").notNull().default(false),
    /**
     * The origin the rider reached the app on when creating or last changing the alert: the links of
     * its e-mails when APP_URL is not set, as reset e-mails follow the request's origin.
     */
    linkOrigin: text("link_origin"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("alerts_spot_idx").on(t.spotId),
    index("alerts_user_idx").on(t.userId),
    check("alerts_wind_check", sql`${t.minWindKn} >= 5 and ${t.maxWindKn} <= 60 and ${t.minWindKn} < ${t.maxWindKn}`),
    check("alerts_hours_check", sql`${t.minHours} between 1 and 12`),
    check("alerts_lead_check", sql`${t.leadDays} between 1 and 7`),
    check("alerts_days_check", sql`${t.days} in ('all', 'weekend', 'weekdays')`),
    check("alerts_channel_check", sql`${t.email} or ${t.push}`),
  ],
);

/*
 * The windows an alert announced: the same window (moved or grown by less than an hour) is this row again,
 * so it never sends twice. `cancelledAt` is set when a later forecast lost it after it was announced.
 */
export const alertWindows = pgTable(
  "alert_windows",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    startsAt: tz("starts_at").notNull(),
    endsAt: tz("ends_at").notNull(),
    /** What the announcement said (hours, wind, tide, reasons), kept to render the « annulé » message. */
    summary: jsonb("summary").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    lastSeenAt: tz("last_seen_at").notNull().defaultNow(),
    cancelledAt: tz("cancelled_at"),
  },
  (t) => [index("alert_windows_alert_idx").on(t.alertId, t.startsAt)],
);

/*
 * One message to send per (window, kind, channel): the outbox. A row is claimed before its send and marked
 * sent after, so an outage retries with back-off (next_attempt_at) and a sent row never sends again.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: serial("id").primaryKey(),
    windowId: integer("window_id")
      .notNull()
      .references(() => alertWindows.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"open" | "cancel">().notNull(),
    channel: text("channel").$type<"email" | "push">().notNull(),
    status: text("status").$type<"pending" | "sending" | "sent" | "skipped" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tz("next_attempt_at").notNull().defaultNow(),
    sentAt: tz("sent_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("alert_deliveries_key").on(t.windowId, t.kind, t.channel),
    index("alert_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    check("alert_deliveries_kind_check", sql`${t.kind} in ('open', 'cancel')`),
    check("alert_deliveries_channel_check", sql`${t.channel} in ('email', 'push')`),
  ],
);

/* A browser's Web Push subscription (PushSubscription.toJSON()); deleted after repeated 404/410 from its push service. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    lastSuccessAt: tz("last_success_at"),
    /** 404/410 answers in a row; the row is deleted after a few (lib/2-stores/push/send.ts). */
    goneCount: integer("gone_count").notNull().default(0),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

/* ---- « Le vent d'ici »: each model corrected by the spot's own station (docs/decisions/0029-station-correction.md) ---- */

/*
 * What a spot's correction learns from: each model's forecast, one UTC day a row, from Open-Meteo's past runs
 * (`history`, the day-ahead run) or from the hours Alizé stored itself (`stored`). History is never replaced by stored
 * hours. Kept 90 days (lib/2-stores/correction/history.ts purges), longer than weather_model_hours' 15.
 */
export const correctionForecastDays = pgTable(
  "correction_forecast_days",
  {
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").$type<"history" | "stored">().notNull(),
    hours: jsonb("hours").$type<ForecastDayHours>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.spotId, t.model, t.day] }), check("correction_forecast_days_source_check", sql`${t.source} in ('history', 'stored')`)],
);

/* A station's measured hours, one UTC day a row, from its archive (`archive`) or from the poller's hours (`stored`). */
export const correctionStationDays = pgTable(
  "correction_station_days",
  {
    stationId: integer("station_id")
      .notNull()
      .references(() => windStations.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").$type<"archive" | "stored">().notNull(),
    hours: jsonb("hours").$type<StationDayHours>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.day] }), check("correction_station_days_source_check", sql`${t.source} in ('archive', 'stored')`)],
);

/* The correction learned for each model at a spot, against the station named, and its back-test. */
export const spotCorrections = pgTable(
  "spot_corrections",
  {
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    stationId: integer("station_id").notNull(),
    computedAt: tz("computed_at").notNull(),
    applied: boolean("applied").notNull(),
    correction: jsonb("correction").$type<StoredCorrection>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.spotId, t.model] }), index("spot_corrections_computed_idx").on(t.computedAt)],
);

/*
 * The rider's logbook (« Mes sessions », docs/decisions/0030-rider-logbook.md): a session ridden at a spot, on a
 * Paris day between two whole hours, with the kite and how it felt. `startsAt`/`endsAt` are those hours as instants.
 * `forecastKn` and `measuredKn` are the means of the forecast and of the spot's station over its hours, kept here
 * because their sources are purged after 15 days; `windsCheckedAt` is when they were last computed.
 */
export const riderSessions = pgTable(
  "rider_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    startHour: integer("start_hour").notNull(),
    endHour: integer("end_hour").notNull(),
    startsAt: tz("starts_at").notNull(),
    endsAt: tz("ends_at").notNull(),
    kiteM2: doublePrecision("kite_m2").notNull(),
    feel: text("feel").$type<SessionFeel>().notNull(),
    note: text("note"),
    forecastKn: doublePrecision("forecast_kn"),
    measuredKn: doublePrecision("measured_kn"),
    windsCheckedAt: tz("winds_checked_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("rider_sessions_user_idx").on(t.userId, t.startsAt),
    check("rider_sessions_hours_check", sql`${t.startHour} between 0 and 23 and ${t.endHour} between 0 and 23 and ${t.startHour} < ${t.endHour}`),
    check("rider_sessions_kite_check", sql`${t.kiteM2} between 3 and 21`),
    check("rider_sessions_feel_check", sql`${t.feel} in ('sous-toile', 'bien', 'surtoile')`),
    check("rider_sessions_note_check", sql`${t.note} is null or char_length(${t.note}) <= 500`),
  ],
);

/*
 * Where and when it rides (docs/decisions/0031-where-and-when.md). Tables of their own, so that the
 * rider, alert and spot tables keep their shape.
 */

/* The home town a rider ranks spots from when the device gives no position: a spot's town and place (no geocoder). */
export const riderHomes = pgTable("rider_homes", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  updatedAt: updatedAt(),
});

/*
 * What an alert's last evaluation found (lib/3-features/alerts/evaluate.ts, and at once when it is created or
 * edited): its next window that will send a message, or none (`checkedAt` set, no window); and when its last
 * message went out (kept here: alert_windows are purged a week after they end).
 */
export const alertStates = pgTable("alert_states", {
  alertId: integer("alert_id")
    .primaryKey()
    .references(() => alerts.id, { onDelete: "cascade" }),
  checkedAt: tz("checked_at"),
  nextStartsAt: tz("next_starts_at"),
  nextEndsAt: tz("next_ends_at"),
  lastSentAt: tz("last_sent_at"),
});

/*
 * Hourly wind history of a spot (Open-Meteo's Historical Weather API), one row per spot and UTC calendar month:
 * hour i of the row is `month` 00:00 UTC + i hours. Each column packs one 16-bit integer an hour (little-endian,
 * lib/2-stores/history/wind-history.ts): speeds and gusts in tenths of m/s, directions in whole degrees, -32768
 * where the archive has no value. 744 hours × 3 × 2 bytes ≈ 4.5 kB a row; 180 spots × 5 years ≈ 10,800 rows,
 * ≈ 50 MB. Read back 50 times faster than arrays of numbers written as text. Fetched once per spot by the history
 * job; the months are computed from it.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
export const spotWindHistory = pgTable(
  "spot_wind_history",
  {
    spotId: integer("spot_id")
      .notNull()
      .references(() => spots.id, { onDelete: "cascade" }),
    month: tz("month").notNull(),
    windSpeed: bytea("wind_speed").notNull(),
    windGust: bytea("wind_gust").notNull(),
    windDirection: bytea("wind_direction").notNull(),
    fetchedAt: tz("fetched_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.spotId, t.month] }), index("spot_wind_history_month_idx").on(t.month)],
);

export type User = typeof users.$inferSelect;
export type Spot = typeof spots.$inferSelect;
export type WeatherForecast = typeof weatherForecasts.$inferSelect;
export type TideTime = typeof tideTimes.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type WindStation = typeof windStations.$inferSelect;
export type Alert = typeof alerts.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type RiderSession = typeof riderSessions.$inferSelect;
