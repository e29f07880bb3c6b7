CREATE TABLE "sea_forecasts" (
	"spot_id" integer NOT NULL,
	"forecast_date" timestamp with time zone NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"wave_height_m" double precision,
	"wave_period_s" double precision,
	"wave_direction" double precision,
	"swell_height_m" double precision,
	"swell_period_s" double precision,
	"sea_temperature_c" double precision,
	CONSTRAINT "sea_forecasts_spot_id_forecast_date_pk" PRIMARY KEY("spot_id","forecast_date")
);
--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "sea_refreshing_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "sea_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sea_forecasts" ADD CONSTRAINT "sea_forecasts_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;