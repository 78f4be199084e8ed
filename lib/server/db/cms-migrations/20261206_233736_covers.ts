import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "payload"."enum_services_spanish_out_of_date" ADD VALUE 'coverAlt';
  ALTER TYPE "payload"."enum__services_v_version_spanish_out_of_date" ADD VALUE 'coverAlt';
  CREATE TABLE "payload"."covers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"image" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "payload"."services" ADD COLUMN "cover_id" integer;
  ALTER TABLE "payload"."services_locales" ADD COLUMN "cover_alt" varchar;
  ALTER TABLE "payload"."_services_v" ADD COLUMN "version_cover_id" integer;
  ALTER TABLE "payload"."_services_v_locales" ADD COLUMN "version_cover_alt" varchar;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "covers_id" integer;
  CREATE UNIQUE INDEX "covers_key_idx" ON "payload"."covers" USING btree ("key");
  CREATE INDEX "covers_updated_at_idx" ON "payload"."covers" USING btree ("updated_at");
  CREATE INDEX "covers_created_at_idx" ON "payload"."covers" USING btree ("created_at");
  CREATE UNIQUE INDEX "covers_filename_idx" ON "payload"."covers" USING btree ("filename");
  ALTER TABLE "payload"."services" ADD CONSTRAINT "services_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "payload"."covers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_services_v" ADD CONSTRAINT "_services_v_version_cover_id_covers_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "payload"."covers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_covers_fk" FOREIGN KEY ("covers_id") REFERENCES "payload"."covers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_cover_idx" ON "payload"."services" USING btree ("cover_id");
  CREATE INDEX "_services_v_version_version_cover_idx" ON "payload"."_services_v" USING btree ("version_cover_id");
  CREATE INDEX "payload_locked_documents_rels_covers_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("covers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."covers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."covers" CASCADE;
  ALTER TABLE "payload"."services" DROP CONSTRAINT "services_cover_id_covers_id_fk";
  
  ALTER TABLE "payload"."_services_v" DROP CONSTRAINT "_services_v_version_cover_id_covers_id_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_covers_fk";
  
  ALTER TABLE "payload"."services_spanish_out_of_date" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "payload"."enum_services_spanish_out_of_date";
  CREATE TYPE "payload"."enum_services_spanish_out_of_date" AS ENUM('title', 'summary', 'description', 'servicesIncluded', 'faqs');
  ALTER TABLE "payload"."services_spanish_out_of_date" ALTER COLUMN "value" SET DATA TYPE "payload"."enum_services_spanish_out_of_date" USING "value"::"payload"."enum_services_spanish_out_of_date";
  ALTER TABLE "payload"."_services_v_version_spanish_out_of_date" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "payload"."enum__services_v_version_spanish_out_of_date";
  CREATE TYPE "payload"."enum__services_v_version_spanish_out_of_date" AS ENUM('title', 'summary', 'description', 'servicesIncluded', 'faqs');
  ALTER TABLE "payload"."_services_v_version_spanish_out_of_date" ALTER COLUMN "value" SET DATA TYPE "payload"."enum__services_v_version_spanish_out_of_date" USING "value"::"payload"."enum__services_v_version_spanish_out_of_date";
  DROP INDEX "payload"."services_cover_idx";
  DROP INDEX "payload"."_services_v_version_version_cover_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_covers_id_idx";
  ALTER TABLE "payload"."services" DROP COLUMN "cover_id";
  ALTER TABLE "payload"."services_locales" DROP COLUMN "cover_alt";
  ALTER TABLE "payload"."_services_v" DROP COLUMN "version_cover_id";
  ALTER TABLE "payload"."_services_v_locales" DROP COLUMN "version_cover_alt";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "covers_id";`)
}
