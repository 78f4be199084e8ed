CREATE TYPE "public"."remote_session_status" AS ENUM('requested', 'approved', 'denied', 'expired', 'started', 'ended');--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"notification_id" integer PRIMARY KEY NOT NULL,
	"address" text
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
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_computer_id_remote_computers_id_fk" FOREIGN KEY ("computer_id") REFERENCES "public"."remote_computers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_computers_account_idx" ON "remote_computers" USING btree ("account_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_sessions_one_open_key" ON "remote_sessions" USING btree ("booking_id") WHERE status in ('requested', 'approved', 'started');--> statement-breakpoint
CREATE INDEX "remote_sessions_account_idx" ON "remote_sessions" USING btree ("account_uid","requested_at");--> statement-breakpoint
CREATE INDEX "remote_sessions_computer_idx" ON "remote_sessions" USING btree ("computer_id");--> statement-breakpoint
CREATE INDEX "remote_sessions_status_idx" ON "remote_sessions" USING btree ("status");