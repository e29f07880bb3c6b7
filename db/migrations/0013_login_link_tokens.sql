CREATE TABLE "login_link_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_link_tokens" ADD CONSTRAINT "login_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_link_tokens_hash_key" ON "login_link_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_link_tokens_user_idx" ON "login_link_tokens" USING btree ("user_id");