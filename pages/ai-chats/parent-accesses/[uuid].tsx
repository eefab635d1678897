import { aiParentView } from '../../../lib/api/endpoints';
import { isUuid } from '../../../lib/contracts/forms';
import type { AiParentView } from '../../../lib/contracts/ai';
import { AppError } from '../../../lib/errors';
import { pagePropsOrNotFound } from '../../../server/catalogue/catalogue-page-props';
import { readOwnEndpoint } from '../../../server/pages/own-endpoint';

export { ParentViewPage as default } from '../../../features/ai';

// A revoked or expired link answers NotFoundError: the 404 page.
export const getServerSideProps = pagePropsOrNotFound(['ai'], async (context) => {
  const uuid = context.params?.uuid;
  if (!isUuid(uuid)) throw new AppError('NotFoundError', { resource: 'aiParentAccess' });
  return { view: await readOwnEndpoint<AiParentView>(aiParentView, { id: uuid }, context.req) };
});
