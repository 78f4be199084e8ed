ALTER TABLE "bookings" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "time_off" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "zips" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "takes_services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tech_no_overlap" EXCLUDE USING gist ("assigned_tech_uid" WITH =, tstzrange("starts_at", "busy_until") WITH &&) WHERE ("status" = 'confirmed' AND "busy_until" IS NOT NULL AND "assigned_tech_uid" IS NOT NULL);
