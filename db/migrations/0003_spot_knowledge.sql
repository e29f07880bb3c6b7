ALTER TABLE "spots" ADD COLUMN "water_body" text DEFAULT 'mer' NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "orientation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "rideable_sectors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "offshore_sectors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "level" text DEFAULT 'intermédiaire' NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "water" text DEFAULT 'clapot' NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "tide" jsonb DEFAULT '{"minHeightM":null,"maxHeightM":null,"note":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "seasonal_ban" jsonb;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;