ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_check" CHECK ("bookings"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_language_check" CHECK ("memberships"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_language_check" CHECK ("messages"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_language_check" CHECK ("problems"."language" in ('en', 'es'));