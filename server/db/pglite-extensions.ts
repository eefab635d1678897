// The contrib extensions every PGlite database loads: the migrations create them (search: trigrams, accent folding,
// Levenshtein distance).
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, fuzzystrmatch };
