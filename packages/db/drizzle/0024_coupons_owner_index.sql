-- Found by the scan audit (npm run audit:scans) once coupons counted as a growing table: every
-- redeemed gift voucher is a coupon owned by its customer, and a checkout's offers read every
-- coupon to find the public ones and the customer's own.
CREATE INDEX "coupons_owner" ON "coupons" USING btree ("owner_id");
