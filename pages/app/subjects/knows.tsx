import { getDb } from '../../../server/db';
import { findKnowsForUserSubjects } from '../../../server/knows/find-knows-for-subjects';
import { pageProps } from '../../../server/pages/page-props';

export { AppSubjectKnowsPage as default } from '../../../features/know-page/pages/app-subject-knows-page';

export const getServerSideProps = pageProps(
  ['know'],
  async (_context, _site, user) => ({ subjects: user ? await findKnowsForUserSubjects(await getDb(), user.uuid) : null }),
  { auth: 'required' },
);
