ALTER TABLE "calls" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "support_call_request_id" integer;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "channel" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "channel" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "meeting_request_id" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_support_call_request_id_support_call_requests_id_fk" FOREIGN KEY ("support_call_request_id") REFERENCES "public"."support_call_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_meeting_request_id_meeting_requests_id_fk" FOREIGN KEY ("meeting_request_id") REFERENCES "public"."meeting_requests"("id") ON DELETE set null ON UPDATE no action;