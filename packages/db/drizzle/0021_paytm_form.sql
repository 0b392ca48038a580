-- When the customer was given Paytm's checkout form for a payment: the reconciliation pass asks
-- Paytm only about those. (drizzle-kit also proposed slot_patterns here: migration 0020's snapshot
-- had been made beside 0019 on another branch and lacked it. The table exists since 0019; this
-- migration's snapshot is the whole schema again, so the next `generate` starts from the truth.)
ALTER TABLE "payments" ADD COLUMN "paytm_form_at" timestamp with time zone;
