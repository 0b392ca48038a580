-- The default city is written as people write it: NCR is an abbreviation, not a word to title-case.
UPDATE "cities" SET "name" = 'Delhi NCR' WHERE "id" = 1 AND "name" = 'Delhi Ncr';
