-- Typo-tolerant search: trigram similarity finds "balloon" for "balon".
-- PGlite ships the extension; a PostgreSQL server has it in its contrib modules.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
