// The name a deleted account's kept knows show as their author: the person is gone, their name with them.
import type { Locale } from '../../config/locales';

const FORMER_MEMBER: Record<Locale, string> = {
  de: 'Ehemaliges Mitglied',
  fr: 'Ancien membre',
  'en-GB': 'Former member',
  pl: 'Były członek',
  it: 'Ex membro',
  en: 'Former member',
  es: 'Antiguo miembro',
  'es-MX': 'Exmiembro',
  'es-CO': 'Exmiembro',
  'es-PE': 'Exmiembro',
  'es-CL': 'Exmiembro',
  'es-AR': 'Exmiembro',
  tr: 'Eski üye',
  ro: 'Fost membru',
  el: 'Πρώην μέλος',
  'pt-BR': 'Ex-membro',
  cs: 'Bývalý člen',
  pt: 'Antigo membro',
  fil: 'Dating miyembro',
};

export function formerMemberName(locale: string): string {
  return FORMER_MEMBER[locale as Locale] ?? FORMER_MEMBER.en;
}
