ALTER TABLE "spots" ADD COLUMN "hazards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "zones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "summer_restrictions" boolean DEFAULT false NOT NULL;