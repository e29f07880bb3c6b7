CREATE TABLE "spot_model_skill" (
	"spot_id" integer PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"models" jsonb NOT NULL,
	"best" text
);
--> statement-breakpoint
CREATE TABLE "weather_model_hours" (
	"id" bigserial NOT NULL,
	"spot_id" integer NOT NULL,
	"model" text NOT NULL,
	"forecast_date" timestamp with time zone NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"temperature" double precision NOT NULL,
	"wind_speed" double precision NOT NULL,
	"wind_direction" double precision NOT NULL,
	"wind_gust" double precision,
	"humidity" integer NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "weather_model_hours_spot_id_model_forecast_date_pk" PRIMARY KEY("spot_id","model","forecast_date")
);
--> statement-breakpoint
ALTER TABLE "spot_model_skill" ADD CONSTRAINT "spot_model_skill_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_model_hours" ADD CONSTRAINT "weather_model_hours_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_model_hours_forecast_date_idx" ON "weather_model_hours" USING btree ("forecast_date");