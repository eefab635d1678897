// Shard 2 of the API fuzz suite (tests/fuzz/api-fuzz-suite.ts): its share of the routes, on a database of its own.
import { fuzzApiShard } from './api-fuzz-suite';

fuzzApiShard(1);
