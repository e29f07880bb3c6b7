CREATE TABLE "chat_image_quota" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"images" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_image_quota_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "realtime_credentials" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "chat_image_quota" ADD CONSTRAINT "chat_image_quota_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_credentials_expires_idx" ON "realtime_credentials" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_user_client_id_key" ON "messages" USING btree ("user_id","client_id");