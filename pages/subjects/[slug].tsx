import { examBoardFilter } from '../../config/exam-boards';
import { pageFromQuery } from '../../server/catalogue/page-number';
import { AppError } from '../../lib/errors';
import { pagePropsOrNotFound } from '../../server/catalogue/catalogue-page-props';
import { catalogueScope } from '../../server/catalogue/catalogue-scope';
import { findSubjectPage } from '../../server/catalogue/find-subject-page';
import { getDb } from '../../server/db';

export { SubjectPage as default } from '../../features/catalogue/pages/subject-page';

export const getServerSideProps = pagePropsOrNotFound(['catalogue'], async (context, site) => {
  const slug = context.params?.slug;
  const page = pageFromQuery(context.query.page);
  if (typeof slug !== 'string' || page === null) throw new AppError('NotFoundError', { resource: 'subject' });
  // A board of another site, or none, lists every know.
  return findSubjectPage(await getDb(), catalogueScope(site), slug, page, examBoardFilter(site.countryCode, context.query.examBoard));
});
