CREATE TYPE "public"."membership_status" AS ENUM('renewing', 'ending', 'ended');--> statement-breakpoint
CREATE TABLE "membership_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"from_status" "membership_status",
	"to_status" "membership_status" NOT NULL,
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"note" text,
	"notification_id" integer
);
--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"membership_id" integer NOT NULL,
	"term_end" date NOT NULL,
	"kind" text NOT NULL,
	"notification_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_uid" text NOT NULL,
	"email" text,
	"plan" text NOT NULL,
	"price" integer NOT NULL,
	"status" "membership_status" DEFAULT 'renewing' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"registered_on" date NOT NULL,
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"auto_renew_changed_at" timestamp with time zone,
	"ended_on" date,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_events_membership_idx" ON "membership_events" USING btree ("membership_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_reminders_once_key" ON "membership_reminders" USING btree ("membership_id","term_end","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_active_key" ON "memberships" USING btree ("account_uid") WHERE "memberships"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "memberships_due_idx" ON "memberships" USING btree ("status","term_end");