// getServerSideProps of the knower profile pages (public and app area): the profile and a page of their public knows;
// a name part that is not the knower's current one is a 308 to the canonical address, an unknown knower a 404.
import { pageFromQuery } from '../catalogue/page-number';
import { AppError } from '../../lib/errors';
import { knowerProfilePath, parseSlugAndUuid } from '../../lib/knows/paths';
import { localizedHref } from '../../lib/site/site';
import { PageRedirect, pagePropsOrNotFound } from '../catalogue/catalogue-page-props';
import { getDb } from '../db';
import { findKnowerKnows, findKnowerProfile } from './find-knower-profile';

export function knowerProfilePageProps({ app }: { app: boolean }) {
  return pagePropsOrNotFound(
    ['catalogue', 'knower', 'chats', 'polls'],
    async (context, site) => {
      const segment = context.params?.nameUuid;
      const parsed = typeof segment === 'string' ? parseSlugAndUuid(segment) : null;
      const page = pageFromQuery(context.query.page);
      if (!parsed || page === null) throw new AppError('NotFoundError', { resource: 'knower' });
      const db = await getDb();
      const profile = await findKnowerProfile(db, parsed.uuid);
      const canonical = knowerProfilePath({ uuid: profile.knowerUuid, name: profile.name }, { app });
      if (`${segment}` !== canonical.split('/').at(-2)) {
        const query = page > 1 ? `?page=${page}` : '';
        throw new PageRedirect(localizedHref(`${canonical}${query}`, site.locale, site.defaultLocale));
      }
      return { profile, knows: await findKnowerKnows(db, profile.knowerUuid, page), app };
    },
  );
}
