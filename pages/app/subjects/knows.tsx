import { examBoardFilter } from '../../../config/exam-boards';
import { getDb } from '../../../server/db';
import { findKnowsForUserSubjects } from '../../../server/knows/find-knows-for-subjects';
import { pageProps } from '../../../server/pages/page-props';

export { AppSubjectKnowsPage as default } from '../../../features/know-page/pages/app-subject-knows-page';

export const getServerSideProps = pageProps(
  ['know'],
  async (context, site, user) => {
    // Where the site has exam boards (GB, TR), ?examBoard= lists only that board's knows; without it, every know.
    const examBoard = examBoardFilter(site.countryCode, context.query.examBoard);
    return { subjects: user ? await findKnowsForUserSubjects(await getDb(), user.uuid, { examBoard }) : null, examBoard };
  },
  { auth: 'required' },
);
