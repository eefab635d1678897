// The links in a chat message (issue 21), found with linkify-it (no home-made pattern): a link to one of Knowly's own
// sites may be followed, every other one is shown as plain text, so that strangers cannot lure minors to other pages.
import LinkifyIt from 'linkify-it';

export type MessagePart = { text: string; href?: string };

const linkify = new LinkifyIt();

/** Knowly's own hosts: the production domains of the country sites, and the local development hosts. */
function isOwnHost(hostname: string, ownDomains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ownDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The message cut into text and links; a part has an href only for an http(s) link to one of the own sites. */
export function messageParts(text: string, ownDomains: readonly string[]): MessagePart[] {
  const matches = linkify.match(text) ?? [];
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    let href: string | undefined;
    try {
      const url = new URL(match.url);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && isOwnHost(url.hostname, ownDomains)) href = url.toString();
    } catch {
      href = undefined;
    }
    parts.push(href ? { text: match.raw, href } : { text: match.raw });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
