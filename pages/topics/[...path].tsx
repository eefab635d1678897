import { pageFromQuery } from '../../server/catalogue/page-number';
import { AppError } from '../../lib/errors';
import { pagePropsOrNotFound } from '../../server/catalogue/catalogue-page-props';
import { catalogueScope } from '../../server/catalogue/catalogue-scope';
import { findTopicPage } from '../../server/catalogue/find-topic-page';
import { getDb } from '../../server/db';

export { TopicPage as default } from '../../features/catalogue/pages/topic-page';

/** /topics/{a} and /topics/{a}/{b}; any other depth is a 404. */
export const getServerSideProps = pagePropsOrNotFound(['catalogue'], async (context, site) => {
  const path = context.params?.path;
  const page = pageFromQuery(context.query.page);
  if (!Array.isArray(path) || path.length < 1 || path.length > 2 || page === null) throw new AppError('NotFoundError', { resource: 'topic' });
  return findTopicPage(await getDb(), catalogueScope(site), path as [string] | [string, string], page);
});
