CREATE TYPE "public"."bid_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('renewing', 'ending', 'ended');--> statement-breakpoint
CREATE TYPE "public"."problem_status" AS ENUM('open', 'accepted', 'closed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."remote_session_status" AS ENUM('requested', 'approved', 'denied', 'expired', 'started', 'ended');--> statement-breakpoint
CREATE TYPE "public"."tech_profile_status" AS ENUM('draft', 'review', 'published', 'hidden');--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"problem_id" integer NOT NULL,
	"tech_uid" text NOT NULL,
	"status" "bid_status" DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"start_date" date NOT NULL,
	"time_window" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_event_changes" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"from_date" date,
	"from_window" text,
	"from_starts_at" timestamp with time zone,
	"to_date" date,
	"to_window" text,
	"starts_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"booking_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "problem_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"bid_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "problem_techs" (
	"problem_id" integer NOT NULL,
	"tech_uid" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"status" "problem_status" DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"client_uid" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"device" text NOT NULL,
	"contact_method" text NOT NULL,
	"visibility" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_id" integer,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"email" text,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_computers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_uid" text NOT NULL,
	"name" text,
	"note" text,
	"os" text NOT NULL,
	"removed_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"computer_id" integer NOT NULL,
	"account_uid" text NOT NULL,
	"access" text NOT NULL,
	"status" "remote_session_status" DEFAULT 'requested' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"code_hash" text,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone,
	"ended_by" text,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "bookings" ADD COLUMN "last_confirmed_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assigned_tech_uid" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_event_changes" ADD CONSTRAINT "booking_event_changes_event_id_booking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."booking_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_events" ADD CONSTRAINT "problem_events_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_events" ADD CONSTRAINT "problem_events_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_techs" ADD CONSTRAINT "problem_techs_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_computer_id_remote_computers_id_fk" FOREIGN KEY ("computer_id") REFERENCES "public"."remote_computers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_public_id_key" ON "bids" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_problem_tech_key" ON "bids" USING btree ("problem_id","tech_uid");--> statement-breakpoint
CREATE INDEX "bids_tech_idx" ON "bids" USING btree ("tech_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_key" ON "booking_reminders" USING btree ("booking_id","starts_at");--> statement-breakpoint
CREATE INDEX "membership_events_membership_idx" ON "membership_events" USING btree ("membership_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_reminders_once_key" ON "membership_reminders" USING btree ("membership_id","term_end","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_active_key" ON "memberships" USING btree ("account_uid") WHERE "memberships"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "memberships_due_idx" ON "memberships" USING btree ("status","term_end");--> statement-breakpoint
CREATE INDEX "problem_events_problem_idx" ON "problem_events" USING btree ("problem_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "problem_techs_key" ON "problem_techs" USING btree ("problem_id","tech_uid");--> statement-breakpoint
CREATE INDEX "problem_techs_tech_idx" ON "problem_techs" USING btree ("tech_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "problems_public_id_key" ON "problems" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "problems_client_idx" ON "problems" USING btree ("client_uid","created_at");--> statement-breakpoint
CREATE INDEX "problems_status_idx" ON "problems" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "remote_computers_account_idx" ON "remote_computers" USING btree ("account_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_sessions_one_open_key" ON "remote_sessions" USING btree ("booking_id") WHERE status in ('requested', 'approved', 'started');--> statement-breakpoint
CREATE INDEX "remote_sessions_account_idx" ON "remote_sessions" USING btree ("account_uid","requested_at");--> statement-breakpoint
CREATE INDEX "remote_sessions_computer_idx" ON "remote_sessions" USING btree ("computer_id");--> statement-breakpoint
CREATE INDEX "remote_sessions_status_idx" ON "remote_sessions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tech_events_uid_idx" ON "tech_events" USING btree ("uid","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tech_profiles_handle_key" ON "tech_profiles" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "tech_profiles_status_idx" ON "tech_profiles" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "bookings_assigned_tech_idx" ON "bookings" USING btree ("assigned_tech_uid","status");