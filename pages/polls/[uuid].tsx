import { isUuid } from '../../lib/contracts/forms';
import { AppError } from '../../lib/errors';
import { pagePropsOrNotFound } from '../../server/catalogue/catalogue-page-props';
import { getDb } from '../../server/db';
import { findPoll } from '../../server/polls/polls';

export { PollPage as default } from '../../features/polls';

/** Rendered on the server as a visitor sees it (no counts before the end); a hidden or unknown poll is a 404. */
export const getServerSideProps = pagePropsOrNotFound(['polls'], async (context) => {
  const uuid = context.params?.uuid;
  if (!isUuid(uuid)) throw new AppError('NotFoundError', { resource: 'poll' });
  return { poll: await findPoll(await getDb(), uuid.toLowerCase(), null) };
});
