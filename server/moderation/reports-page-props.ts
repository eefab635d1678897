// getServerSideProps of /admin/reports: signed in, and a 404 for anyone who is not an admin (the page does not show
// that it exists); the queue itself loads in the browser from the admin-only API.
import type { GetServerSideProps } from 'next';
import { isAdmin } from '../auth/caller';
import { getDb } from '../db';
import { pageProps } from '../pages/page-props';

const withAdmin = pageProps<{ forbidden: boolean }>(['moderation', 'chats'], async (_context, _site, user) => ({ forbidden: !user || !(await isAdmin(await getDb(), user.uuid)) }), { auth: 'required' });

export const reportsPageProps: GetServerSideProps = async (context) => {
  const result = await withAdmin(context);
  if (!('props' in result)) return result;
  const { forbidden, ...props } = await result.props;
  return forbidden ? { notFound: true } : { props };
};
