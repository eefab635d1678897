import { slogansFor } from '../config/slogans';
import { getDb } from '../server/db';
import { findSubjects } from '../server/catalogue/find-subjects';
import { pageProps } from '../server/pages/page-props';

export { HomePage as default } from '../features/home/pages/home-page';

export const getServerSideProps = pageProps(['home'], async (_context, site) => ({
  subjects: await findSubjects(await getDb(), site.locale),
  slogans: [...slogansFor(site.contentLanguage)],
}));
