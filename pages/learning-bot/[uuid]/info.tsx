import { learningBot } from '../../../lib/api/endpoints';
import { isUuid } from '../../../lib/contracts/forms';
import type { LearningBot } from '../../../lib/contracts/ai';
import { AppError } from '../../../lib/errors';
import { pagePropsOrNotFound } from '../../../server/catalogue/catalogue-page-props';
import { readOwnEndpoint } from '../../../server/pages/own-endpoint';

export { LearningBotPage as default } from '../../../features/ai';

export const getServerSideProps = pagePropsOrNotFound(['ai'], async (context) => {
  const uuid = context.params?.uuid;
  if (!isUuid(uuid)) throw new AppError('NotFoundError', { resource: 'learningBot' });
  return { bot: await readOwnEndpoint<LearningBot>(learningBot, { id: uuid }, context.req) };
});
