-- The one operator role becomes two, `ops` and `admin`. Whoever was an operator keeps
-- every right they had: they become admins (an admin may later hand out `ops`).
UPDATE "users" SET "role" = 'admin' WHERE "role" = 'operator';
