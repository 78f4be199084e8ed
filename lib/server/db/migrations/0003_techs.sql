CREATE TYPE "public"."tech_profile_status" AS ENUM('draft', 'review', 'published', 'hidden');--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"notification_id" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"field" text,
	"from_status" "tech_profile_status",
	"to_status" "tech_profile_status",
	"note" text
);
--> statement-breakpoint
CREATE TABLE "tech_profiles" (
	"uid" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"status" "tech_profile_status" DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"text" jsonb NOT NULL,
	"published" jsonb,
	"photo" "bytea",
	"published_photo" "bytea",
	"email" text,
	"first_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tech_events_uid_idx" ON "tech_events" USING btree ("uid","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tech_profiles_handle_key" ON "tech_profiles" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "tech_profiles_status_idx" ON "tech_profiles" USING btree ("status","updated_at");