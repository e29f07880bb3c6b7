ALTER TABLE "users" ADD COLUMN "wind_min_kn" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wind_max_kn" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "level" text DEFAULT 'intermédiaire' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wind_range_check" CHECK ("users"."wind_min_kn" >= 5 and "users"."wind_max_kn" <= 60 and "users"."wind_min_kn" < "users"."wind_max_kn");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_level_check" CHECK ("users"."level" in ('débutant', 'intermédiaire', 'confirmé'));