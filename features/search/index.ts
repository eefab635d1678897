// The search feature: the search pages and what the server needs to render them.
export { AppSearchPage, SearchPage } from './pages/search-page';
export { useSearchResults } from './api/search-knows';
