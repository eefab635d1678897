import { getDb } from '../../server/db';
import { catalogueScope } from '../../server/catalogue/catalogue-scope';
import { findSubjectsOverview } from '../../server/catalogue/find-subjects-overview';
import { pageProps } from '../../server/pages/page-props';

export { SubjectsPage as default } from '../../features/catalogue/pages/subjects-page';

export const getServerSideProps = pageProps(['catalogue'], async (_context, site) => ({ subjects: await findSubjectsOverview(await getDb(), catalogueScope(site)) }));
