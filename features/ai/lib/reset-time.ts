// When the daily AI limits reset, said in the user's language: the time today, or the date and time when it is later.
export function formatResetTime(resetsOn: string, locale: string, now = new Date()): string {
  const date = new Date(resetsOn);
  if (Number.isNaN(date.getTime())) return '';
  const withinADay = date.getTime() - now.getTime() < 24 * 60 * 60 * 1000;
  return new Intl.DateTimeFormat(locale, withinADay ? { hour: 'numeric', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
