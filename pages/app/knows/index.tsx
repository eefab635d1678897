import { getDb } from '../../../server/db';
import { findLikedKnows } from '../../../server/knows/likes';
import { pageProps } from '../../../server/pages/page-props';

export { AppKnowsPage as default } from '../../../features/know-page/pages/app-knows-page';

export const getServerSideProps = pageProps(
  ['know'],
  async (_context, _site, user) => ({ liked: user ? await findLikedKnows(await getDb(), user.uuid) : null }),
  { auth: 'required' },
);
