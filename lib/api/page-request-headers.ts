// The page's one builder of the spec's request headers (lib/api/request-headers.ts): the browser's device values and
// signatures in the page's server time.
import { browserHeaders } from './device';
import { createRequestHeaders, type RequestHeaders } from './request-headers';
import { createRequestSigner } from './request-signature';
import { sharedServerClock } from './server-time';

let shared: RequestHeaders | undefined;

export function pageRequestHeaders(): RequestHeaders {
  shared ??= createRequestHeaders({ client: browserHeaders, sign: createRequestSigner(sharedServerClock()) });
  return shared;
}
