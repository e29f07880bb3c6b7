ALTER TABLE "users" ADD COLUMN "weight_kg" integer DEFAULT 75 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kites" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gust_max_kn" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "conditions_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_weight_check" CHECK ("users"."weight_kg" between 35 and 150);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gust_max_check" CHECK ("users"."gust_max_kn" is null or "users"."gust_max_kn" between 10 and 60);