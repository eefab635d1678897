// The search view with React Query's provider: what the search pages' island loads (./search-view-island.tsx).
import { withQueryProvider } from '../../auth';
import { SearchView } from './search-view';

export const SearchViewWithQueries = withQueryProvider(SearchView);
