import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_home_spanish_out_of_date" AS ENUM('hero');
  CREATE TYPE "payload"."enum__home_v_version_spanish_out_of_date" AS ENUM('hero');
  CREATE TYPE "payload"."enum_about_spanish_out_of_date" AS ENUM('sections', 'talk');
  CREATE TYPE "payload"."enum__about_v_version_spanish_out_of_date" AS ENUM('sections', 'talk');
  CREATE TYPE "payload"."enum_offerings_spanish_out_of_date" AS ENUM('summary', 'sections');
  CREATE TYPE "payload"."enum__offerings_v_version_spanish_out_of_date" AS ENUM('summary', 'sections');
  CREATE TYPE "payload"."enum_stay_safe_spanish_out_of_date" AS ENUM('title', 'lead', 'intro', 'never', 'check', 'caught', 'figures');
  CREATE TYPE "payload"."enum__stay_safe_v_version_spanish_out_of_date" AS ENUM('title', 'lead', 'intro', 'never', 'check', 'caught', 'figures');
  CREATE TYPE "payload"."enum_accessibility_spanish_out_of_date" AS ENUM('title', 'lead', 'standard', 'checks', 'knownIssues', 'report', 'reviewed');
  CREATE TYPE "payload"."enum__accessibility_v_version_spanish_out_of_date" AS ENUM('title', 'lead', 'standard', 'checks', 'knownIssues', 'report', 'reviewed');
  CREATE TYPE "payload"."enum_policies_spanish_out_of_date" AS ENUM('title', 'intro', 'sections', 'englishGoverns');
  CREATE TYPE "payload"."enum__policies_v_version_spanish_out_of_date" AS ENUM('title', 'intro', 'sections', 'englishGoverns');
  CREATE TABLE "payload"."home_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_home_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_home_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__home_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."about_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_about_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_about_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__about_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."offerings_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_offerings_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_offerings_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__offerings_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."stay_safe_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_stay_safe_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_stay_safe_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__stay_safe_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."accessibility_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_accessibility_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_accessibility_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__accessibility_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."policies_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_policies_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_policies_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__policies_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "payload"."home" ADD COLUMN "spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."_home_v" ADD COLUMN "version_spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."about" ADD COLUMN "spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."_about_v" ADD COLUMN "version_spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."offerings" ADD COLUMN "spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."_offerings_v" ADD COLUMN "version_spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."stay_safe" ADD COLUMN "spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."_stay_safe_v" ADD COLUMN "version_spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."accessibility" ADD COLUMN "spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."_accessibility_v" ADD COLUMN "version_spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."policies" ADD COLUMN "spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."_policies_v" ADD COLUMN "version_spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."home_spanish_out_of_date" ADD CONSTRAINT "home_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_home_v_version_spanish_out_of_date" ADD CONSTRAINT "_home_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."about_spanish_out_of_date" ADD CONSTRAINT "about_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_about_v_version_spanish_out_of_date" ADD CONSTRAINT "_about_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."offerings_spanish_out_of_date" ADD CONSTRAINT "offerings_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_offerings_v_version_spanish_out_of_date" ADD CONSTRAINT "_offerings_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_offerings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."stay_safe_spanish_out_of_date" ADD CONSTRAINT "stay_safe_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."stay_safe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_stay_safe_v_version_spanish_out_of_date" ADD CONSTRAINT "_stay_safe_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_stay_safe_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."accessibility_spanish_out_of_date" ADD CONSTRAINT "accessibility_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_accessibility_v_version_spanish_out_of_date" ADD CONSTRAINT "_accessibility_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_accessibility_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."policies_spanish_out_of_date" ADD CONSTRAINT "policies_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_policies_v_version_spanish_out_of_date" ADD CONSTRAINT "_policies_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_policies_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_spanish_out_of_date_order_idx" ON "payload"."home_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "home_spanish_out_of_date_parent_idx" ON "payload"."home_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_home_v_version_spanish_out_of_date_order_idx" ON "payload"."_home_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_home_v_version_spanish_out_of_date_parent_idx" ON "payload"."_home_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "about_spanish_out_of_date_order_idx" ON "payload"."about_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "about_spanish_out_of_date_parent_idx" ON "payload"."about_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_about_v_version_spanish_out_of_date_order_idx" ON "payload"."_about_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_about_v_version_spanish_out_of_date_parent_idx" ON "payload"."_about_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "offerings_spanish_out_of_date_order_idx" ON "payload"."offerings_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "offerings_spanish_out_of_date_parent_idx" ON "payload"."offerings_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_offerings_v_version_spanish_out_of_date_order_idx" ON "payload"."_offerings_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_offerings_v_version_spanish_out_of_date_parent_idx" ON "payload"."_offerings_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "stay_safe_spanish_out_of_date_order_idx" ON "payload"."stay_safe_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "stay_safe_spanish_out_of_date_parent_idx" ON "payload"."stay_safe_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_stay_safe_v_version_spanish_out_of_date_order_idx" ON "payload"."_stay_safe_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_stay_safe_v_version_spanish_out_of_date_parent_idx" ON "payload"."_stay_safe_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "accessibility_spanish_out_of_date_order_idx" ON "payload"."accessibility_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "accessibility_spanish_out_of_date_parent_idx" ON "payload"."accessibility_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_accessibility_v_version_spanish_out_of_date_order_idx" ON "payload"."_accessibility_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_accessibility_v_version_spanish_out_of_date_parent_idx" ON "payload"."_accessibility_v_version_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "policies_spanish_out_of_date_order_idx" ON "payload"."policies_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "policies_spanish_out_of_date_parent_idx" ON "payload"."policies_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_policies_v_version_spanish_out_of_date_order_idx" ON "payload"."_policies_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_policies_v_version_spanish_out_of_date_parent_idx" ON "payload"."_policies_v_version_spanish_out_of_date" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."home_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_home_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."about_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_about_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."offerings_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_offerings_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."stay_safe_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_stay_safe_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."accessibility_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_accessibility_v_version_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."policies_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_policies_v_version_spanish_out_of_date" CASCADE;
  ALTER TABLE "payload"."home" DROP COLUMN "spanish_out_of_date_since";
  ALTER TABLE "payload"."_home_v" DROP COLUMN "version_spanish_out_of_date_since";
  ALTER TABLE "payload"."about" DROP COLUMN "spanish_out_of_date_since";
  ALTER TABLE "payload"."_about_v" DROP COLUMN "version_spanish_out_of_date_since";
  ALTER TABLE "payload"."offerings" DROP COLUMN "spanish_out_of_date_since";
  ALTER TABLE "payload"."_offerings_v" DROP COLUMN "version_spanish_out_of_date_since";
  ALTER TABLE "payload"."stay_safe" DROP COLUMN "spanish_out_of_date_since";
  ALTER TABLE "payload"."_stay_safe_v" DROP COLUMN "version_spanish_out_of_date_since";
  ALTER TABLE "payload"."accessibility" DROP COLUMN "spanish_out_of_date_since";
  ALTER TABLE "payload"."_accessibility_v" DROP COLUMN "version_spanish_out_of_date_since";
  ALTER TABLE "payload"."policies" DROP COLUMN "spanish_out_of_date_since";
  ALTER TABLE "payload"."_policies_v" DROP COLUMN "version_spanish_out_of_date_since";
  DROP TYPE "payload"."enum_home_spanish_out_of_date";
  DROP TYPE "payload"."enum__home_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum_about_spanish_out_of_date";
  DROP TYPE "payload"."enum__about_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum_offerings_spanish_out_of_date";
  DROP TYPE "payload"."enum__offerings_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum_stay_safe_spanish_out_of_date";
  DROP TYPE "payload"."enum__stay_safe_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum_accessibility_spanish_out_of_date";
  DROP TYPE "payload"."enum__accessibility_v_version_spanish_out_of_date";
  DROP TYPE "payload"."enum_policies_spanish_out_of_date";
  DROP TYPE "payload"."enum__policies_v_version_spanish_out_of_date";`)
}
