CREATE TABLE "spot_wind_stations" (
	"spot_id" integer PRIMARY KEY NOT NULL,
	"station_id" integer,
	"distance_km" double precision
);
--> statement-breakpoint
CREATE TABLE "wind_polls" (
	"id" integer PRIMARY KEY NOT NULL,
	"next_poll_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "wind_station_hours" (
	"station_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"readings" integer NOT NULL,
	"sum_avg_kmh" double precision NOT NULL,
	"max_kmh" double precision NOT NULL,
	"sum_heading_sin" double precision NOT NULL,
	"sum_heading_cos" double precision NOT NULL,
	CONSTRAINT "wind_station_hours_station_id_hour_pk" PRIMARY KEY("station_id","hour")
);
--> statement-breakpoint
CREATE TABLE "wind_stations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"wind_avg_kmh" double precision NOT NULL,
	"wind_max_kmh" double precision,
	"wind_min_kmh" double precision,
	"heading_deg" double precision,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spot_wind_stations" ADD CONSTRAINT "spot_wind_stations_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_wind_stations" ADD CONSTRAINT "spot_wind_stations_station_id_wind_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."wind_stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wind_station_hours" ADD CONSTRAINT "wind_station_hours_station_id_wind_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."wind_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_wind_stations_station_idx" ON "spot_wind_stations" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "wind_station_hours_hour_idx" ON "wind_station_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "wind_stations_active_idx" ON "wind_stations" USING btree ("active");