CREATE TABLE "correction_forecast_days" (
	"spot_id" integer NOT NULL,
	"model" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"hours" jsonb NOT NULL,
	CONSTRAINT "correction_forecast_days_spot_id_model_day_pk" PRIMARY KEY("spot_id","model","day"),
	CONSTRAINT "correction_forecast_days_source_check" CHECK ("correction_forecast_days"."source" in ('history', 'stored'))
);
--> statement-breakpoint
CREATE TABLE "correction_station_days" (
	"station_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"hours" jsonb NOT NULL,
	CONSTRAINT "correction_station_days_station_id_day_pk" PRIMARY KEY("station_id","day"),
	CONSTRAINT "correction_station_days_source_check" CHECK ("correction_station_days"."source" in ('archive', 'stored'))
);
--> statement-breakpoint
CREATE TABLE "spot_corrections" (
	"spot_id" integer NOT NULL,
	"model" text NOT NULL,
	"station_id" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL,
	"correction" jsonb NOT NULL,
	CONSTRAINT "spot_corrections_spot_id_model_pk" PRIMARY KEY("spot_id","model")
);
--> statement-breakpoint
ALTER TABLE "correction_forecast_days" ADD CONSTRAINT "correction_forecast_days_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_station_days" ADD CONSTRAINT "correction_station_days_station_id_wind_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."wind_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_corrections" ADD CONSTRAINT "spot_corrections_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_corrections_computed_idx" ON "spot_corrections" USING btree ("computed_at");