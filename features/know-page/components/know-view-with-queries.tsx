// The know's view with React Query's provider: what the know pages' island loads (./know-view-island.tsx).
import { withQueryProvider } from '../../auth';
import { KnowView } from './know-view';

export const KnowViewWithQueries = withQueryProvider(KnowView);
