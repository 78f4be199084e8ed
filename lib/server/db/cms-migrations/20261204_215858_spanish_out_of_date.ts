import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_services_spanish_out_of_date" AS ENUM('title', 'summary', 'description', 'servicesIncluded', 'faqs');
  CREATE TYPE "payload"."enum__services_v_version_spanish_out_of_date" AS ENUM('title', 'summary', 'description', 'servicesIncluded', 'faqs');
  CREATE TABLE "payload"."services_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_services_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."_services_v_version_spanish_out_of_date" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum__services_v_version_spanish_out_of_date",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "payload"."services" ADD COLUMN "spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."_services_v" ADD COLUMN "version_spanish_out_of_date_since" timestamp(3) with time zone;
  ALTER TABLE "payload"."services_spanish_out_of_date" ADD CONSTRAINT "services_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_services_v_version_spanish_out_of_date" ADD CONSTRAINT "_services_v_version_spanish_out_of_date_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_spanish_out_of_date_order_idx" ON "payload"."services_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "services_spanish_out_of_date_parent_idx" ON "payload"."services_spanish_out_of_date" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_spanish_out_of_date_order_idx" ON "payload"."_services_v_version_spanish_out_of_date" USING btree ("order");
  CREATE INDEX "_services_v_version_spanish_out_of_date_parent_idx" ON "payload"."_services_v_version_spanish_out_of_date" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."services_spanish_out_of_date" CASCADE;
  DROP TABLE "payload"."_services_v_version_spanish_out_of_date" CASCADE;
  ALTER TABLE "payload"."services" DROP COLUMN "spanish_out_of_date_since";
  ALTER TABLE "payload"."_services_v" DROP COLUMN "version_spanish_out_of_date_since";
  DROP TYPE "payload"."enum_services_spanish_out_of_date";
  DROP TYPE "payload"."enum__services_v_version_spanish_out_of_date";`)
}
