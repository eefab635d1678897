import type { GetServerSideProps } from 'next';
import { isUuid } from '../../lib/contracts/ids';
import { publicUserSchema } from '../../lib/contracts/users';
import { getDb } from '../../server/db';
import { pageProps } from '../../server/pages/page-props';
import { findUser } from '../../server/users/find-user';
import { AppError } from '../../lib/errors';

export { PublicProfilePage as default } from '../../features/profile/pages/public-profile-page';

const withProfile = pageProps(['profile'], async (context) => {
  const uuid = context.params?.uuid;
  if (!isUuid(uuid)) throw new AppError('NotFoundError', { resource: 'user' });
  return { profile: publicUserSchema.parse(await findUser(await getDb(), uuid)) };
});

export const getServerSideProps: GetServerSideProps = async (context) => {
  try {
    return await withProfile(context);
  } catch (error) {
    if (error instanceof AppError && error.type === 'NotFoundError') return { notFound: true };
    throw error;
  }
};
