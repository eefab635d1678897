// getServerSideProps of /users/{uuid}: one public page per person. A knower's page is their knower profile with their
// public knows (a 308 there, so that the two addresses never show two different pages of one person); anyone else
// gets the public user page; an unknown user a 404.
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../lib/contracts/ids';
import { publicUserSchema } from '../../lib/contracts/users';
import { AppError } from '../../lib/errors';
import { routes } from '../../lib/routes/page-routes';
import { localizedHref } from '../../lib/site/site';
import { PageRedirect, pagePropsOrNotFound } from '../catalogue/catalogue-page-props';
import { getDb } from '../db';
import { knowers, users } from '../db/schema';
import { findUser } from './find-user';

export const publicUserPageProps = pagePropsOrNotFound(['profile'], async (context, site) => {
  const uuid = context.params?.uuid;
  if (!isUuid(uuid)) throw new AppError('NotFoundError', { resource: 'user' });
  const db = await getDb();
  const [knower] = await db.select({ uuid: knowers.uuid, name: users.name }).from(knowers).innerJoin(users, eq(users.uuid, knowers.userUuid)).where(and(eq(knowers.userUuid, uuid), eq(users.active, true)));
  if (knower) throw new PageRedirect(localizedHref(routes.knowerProfile(knower), site.locale, site.defaultLocale));
  return { profile: publicUserSchema.parse(await findUser(db, uuid)) };
});
