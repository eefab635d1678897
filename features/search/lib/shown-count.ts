// A number of search results as the page shows it: in the reader's language, and "1,000+" once it reaches the count's
// cap (the server counts no further than the pages can show, decision 017).
import { SEARCH_LIMITS } from '../../../lib/contracts/search-limits';

export function shownCount(value: number, language: string): string {
  return `${new Intl.NumberFormat(language).format(value)}${value >= SEARCH_LIMITS.resultCountCap ? '+' : ''}`;
}
