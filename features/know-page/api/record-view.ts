// Reports one view of a know per browser session (POST knows/{id}/views): a small keep-alive request without the API
// client, so that a visitor's first load fetches no HTTP library for it. It carries the spec's request headers (§7)
// like every call the browser makes; their builder is loaded only when a view is reported.
import { endpointUrl, knowView } from '../../../lib/api/endpoints';
const VIEWED_KEY = 'knowly_viewed_knows';
const REMEMBERED_MAX = 200;

function viewedInSession(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

export function recordKnowView(uuid: string): void {
  const viewed = viewedInSession();
  if (viewed.includes(uuid)) return;
  try {
    window.sessionStorage.setItem(VIEWED_KEY, JSON.stringify([...viewed, uuid].slice(-REMEMBERED_MAX)));
  } catch {
    // Storage full or blocked: the view is still reported, maybe again next time.
  }
  const url = endpointUrl(knowView, { id: uuid });
  void import('../../../lib/api/page-request-headers')
    .then(({ pageRequestHeaders }) => pageRequestHeaders().forRequest(knowView.method, url))
    .then((headers) => fetch(url, { method: knowView.method, keepalive: true, credentials: 'omit', headers }))
    .catch(() => undefined);
}
