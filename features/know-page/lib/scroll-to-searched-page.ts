// On arrival from a search, the first page holding its words is scrolled into view (the first is in view already). Run
// by the know page itself, hydrated with the page's frame, not by the know's view (an island hydrated after the page's
// load, decision 055): scrolled that late, the page moved under a visitor already reading or clicking it.
import { useEffect } from 'react';
import { knowPageAnchor } from '../../../lib/knows/paths';

export function useScrollToSearchedPage(pageNumber: number | null | undefined) {
  useEffect(() => {
    if (!pageNumber || pageNumber < 2) return;
    // The page sheets carry these ids (know-pages.tsx), the same fragment AI citations link to.
    document.getElementById(knowPageAnchor(pageNumber))?.scrollIntoView({ block: 'start' });
  }, [pageNumber]);
}
