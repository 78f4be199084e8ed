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
ALTER TABLE "booking_event_changes" ADD CONSTRAINT "booking_event_changes_event_id_booking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."booking_events"("id") ON DELETE no action ON UPDATE no action;