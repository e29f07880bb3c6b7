CREATE TABLE "rider_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"spot_id" integer NOT NULL,
	"day" text NOT NULL,
	"start_hour" integer NOT NULL,
	"end_hour" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kite_m2" double precision NOT NULL,
	"feel" text NOT NULL,
	"note" text,
	"forecast_kn" double precision,
	"measured_kn" double precision,
	"winds_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_sessions_hours_check" CHECK ("rider_sessions"."start_hour" between 0 and 23 and "rider_sessions"."end_hour" between 0 and 23 and "rider_sessions"."start_hour" < "rider_sessions"."end_hour"),
	CONSTRAINT "rider_sessions_kite_check" CHECK ("rider_sessions"."kite_m2" between 3 and 21),
	CONSTRAINT "rider_sessions_feel_check" CHECK ("rider_sessions"."feel" in ('sous-toile', 'bien', 'surtoile')),
	CONSTRAINT "rider_sessions_note_check" CHECK ("rider_sessions"."note" is null or char_length("rider_sessions"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kite_shift" double precision;--> statement-breakpoint
ALTER TABLE "rider_sessions" ADD CONSTRAINT "rider_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_sessions" ADD CONSTRAINT "rider_sessions_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_sessions_user_idx" ON "rider_sessions" USING btree ("user_id","starts_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('text', 'image', 'report'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kite_shift_check" CHECK ("users"."kite_shift" is null or "users"."kite_shift" between 0.75 and 1.25);