ALTER TABLE "rfqs" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
CREATE INDEX "boats_profile_idx" ON "boats" USING btree ("economic_profile_id");--> statement-breakpoint
CREATE INDEX "calls_lead_idx" ON "calls" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "credits_profile_idx" ON "credits" USING btree ("economic_profile_id");--> statement-breakpoint
CREATE INDEX "deposits_profile_idx" ON "deposits" USING btree ("economic_profile_id");--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_lead_idx" ON "documents" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_supplier_idx" ON "leads" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "loans_profile_idx" ON "loans" USING btree ("economic_profile_id");--> statement-breakpoint
CREATE INDEX "meeting_requests_lead_idx" ON "meeting_requests" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "meetings_lead_idx" ON "meetings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "mortgages_profile_idx" ON "mortgages" USING btree ("economic_profile_id");--> statement-breakpoint
CREATE INDEX "offer_products_offer_idx" ON "offer_products" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "properties_profile_idx" ON "properties" USING btree ("economic_profile_id");--> statement-breakpoint
CREATE INDEX "stock_portfolios_profile_idx" ON "stock_portfolios" USING btree ("economic_profile_id");--> statement-breakpoint
CREATE INDEX "support_call_requests_lead_idx" ON "support_call_requests" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "vehicles_profile_idx" ON "vehicles" USING btree ("economic_profile_id");