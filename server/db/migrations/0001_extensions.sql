-- Trigram matching for search suggestions and typo tolerance (drizzle-kit does not emit extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
