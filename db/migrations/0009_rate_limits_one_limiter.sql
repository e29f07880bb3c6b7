DROP TABLE "alert_email_quota" CASCADE;--> statement-breakpoint
DROP TABLE "chat_image_quota" CASCADE;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");