CREATE TABLE "service_mark_clicks" (
	"service_id" integer NOT NULL,
	"device" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "service_mark_clicks_service_id_device_day_pk" PRIMARY KEY("service_id","device","day")
);
--> statement-breakpoint
ALTER TABLE "service_mark_clicks" ADD CONSTRAINT "service_mark_clicks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_mark_clicks_day_idx" ON "service_mark_clicks" USING btree ("day");