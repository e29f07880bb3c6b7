CREATE TABLE "alert_states" (
	"alert_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone,
	"next_starts_at" timestamp with time zone,
	"next_ends_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rider_homes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_wind_history" (
	"spot_id" integer NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"wind_speed" "bytea" NOT NULL,
	"wind_gust" "bytea" NOT NULL,
	"wind_direction" "bytea" NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spot_wind_history_spot_id_month_pk" PRIMARY KEY("spot_id","month")
);
--> statement-breakpoint
ALTER TABLE "alert_states" ADD CONSTRAINT "alert_states_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_homes" ADD CONSTRAINT "rider_homes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_wind_history" ADD CONSTRAINT "spot_wind_history_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_wind_history_month_idx" ON "spot_wind_history" USING btree ("month");