ALTER TABLE "bookings" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "time_off" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "zips" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "takes_services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_profiles" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tech_no_overlap" EXCLUDE USING gist ("assigned_tech_uid" WITH =, tstzrange("starts_at", "busy_until") WITH &&) WHERE ("status" = 'confirmed' AND "busy_until" IS NOT NULL AND "assigned_tech_uid" IS NOT NULL);
--> statement-breakpoint
-- How long a Confirmed booking keeps its Tech busy (docs/product.md §23.5): each
-- line's minutes (60 for a line without them, such as an accepted bid's), then
-- the buffer, 30 minutes after a home visit and 15 after a remote session. The
-- same rule as busyMinutes in lib/scheduling/slots.ts with data/scheduling.ts;
-- tests/unit/db/tech-overlap.test.ts holds the two to one answer per service.
CREATE FUNCTION booking_busy_until(services jsonb, home_visit boolean, starts_at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT starts_at + make_interval(mins => coalesce((SELECT sum(coalesce((line->>'minutes')::int, 60))::int FROM jsonb_array_elements(services) AS line), 60) + CASE WHEN home_visit THEN 30 ELSE 15 END)
$$;--> statement-breakpoint
-- Every path that confirms, assigns, moves or ends a booking goes through this:
-- the database, not each writer, keeps busy_until, so the constraint above sees
-- every Confirmed booking with a Tech and a start.
CREATE FUNCTION bookings_keep_busy_until() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.assigned_tech_uid IS DISTINCT FROM OLD.assigned_tech_uid OR NEW.services IS DISTINCT FROM OLD.services THEN
    NEW.busy_until := CASE WHEN NEW.status = 'confirmed' AND NEW.assigned_tech_uid IS NOT NULL AND NEW.starts_at IS NOT NULL THEN booking_busy_until(NEW.services, NEW.home_visit, NEW.starts_at) END;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_busy_until BEFORE INSERT OR UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_keep_busy_until();
