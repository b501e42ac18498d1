CREATE TABLE "export_file_chunks" (
	"export_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "export_file_chunks_export_id_position_pk" PRIMARY KEY("export_id","position")
);
--> statement-breakpoint
ALTER TABLE "export_file_chunks" ADD CONSTRAINT "export_file_chunks_export_id_export_files_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."export_files"("id") ON DELETE cascade ON UPDATE no action;