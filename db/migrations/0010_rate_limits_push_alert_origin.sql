DROP TABLE "alert_email_quota" CASCADE;--> statement-breakpoint
DROP TABLE "chat_image_quota" CASCADE;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "link_origin" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "gone_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");