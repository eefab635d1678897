// Decision 038: the account's language decides the interface of its signed-in pages and of the first page after
// sign-in. The same address in that language on the same site: under its prefix, or none for the site's own language
// (decision 008); null when the address is in it already or the account's language is no interface locale.
import { isLocale } from '../../config/locales';
import { localizedHref, type Site } from './site';

export function hrefInAccountLanguage(href: string, language: string | null | undefined, site: Pick<Site, 'locale' | 'defaultLocale'>): string | null {
  if (!language || !isLocale(language) || language === site.locale) return null;
  return localizedHref(href, language, site.defaultLocale);
}
