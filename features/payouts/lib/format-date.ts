// A payout's dates: day, month and year in the interface language (UTC, so the server render and the browser agree).
export const formatDate = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
