import { withQueryProvider } from '../../../features/auth';
import { isUuid } from '../../../lib/contracts/forms';
import { AppError } from '../../../lib/errors';
import { pagePropsOrNotFound } from '../../../server/catalogue/catalogue-page-props';

import { TopicQuizPage } from '../../../features/topic-quiz';

/** The quiz loads in the browser (it is made from the topic's public knows); an id not in uuid form is a 404. */
export const getServerSideProps = pagePropsOrNotFound(['quiz'], async (context) => {
  const uuid = context.params?.uuid;
  if (!isUuid(uuid)) throw new AppError('NotFoundError', { resource: 'topic' });
  return { topicId: uuid.toLowerCase() };
});

export default withQueryProvider(TopicQuizPage);
