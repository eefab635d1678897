// The pro plan's mails to the buyer, through the usual mail path (server/mail): the receipt of the first payment and
// of each renewal, and the confirmation of a cancellation with the date Pro lasts until — in their interface language
// on their site, linking to their profile's subscription. Sent after the change is stored; a mail that cannot be
// written never undoes it (it is logged).
import { eq } from 'drizzle-orm';
import { formatMoney } from '../../lib/money/money';
import { routes } from '../../lib/routes/page-routes';
import type { Db } from '../db';
import { accounts, subscriptions, users } from '../db/schema';
import { logger } from '../logger';
import { mailSite } from '../mail/mail-site';
import { sendMail } from '../mail/send-mail';

export async function mailSubscription(db: Db, subscriptionUuid: string, kind: 'started' | 'renewed' | 'cancelled'): Promise<void> {
  try {
    const [row] = await db
      .select({ subscription: subscriptions, name: users.name, country: users.country, interfaceLanguage: users.interfaceLanguage, email: accounts.email })
      .from(subscriptions)
      .innerJoin(users, eq(users.uuid, subscriptions.buyerUserUuid))
      .innerJoin(accounts, eq(accounts.userUuid, users.uuid))
      .where(eq(subscriptions.uuid, subscriptionUuid));
    if (!row?.subscription.currentPeriodEnd) return;
    const site = mailSite(row);
    const date = new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(row.subscription.currentPeriodEnd);
    await sendMail(db, {
      userUuid: row.subscription.buyerUserUuid,
      emailType: 'pro-plan',
      to: row.email,
      locale: site.locale,
      template: 'pro-plan',
      params: {
        name: row.name,
        kind,
        interval: row.subscription.interval,
        amount: formatMoney(site.locale, { amount: row.subscription.amount, currency: row.subscription.currency }),
        date,
        link: site.href(routes.profile()),
      },
      site,
    });
  } catch (error) {
    logger().error({ err: error, subscriptionUuid, kind }, 'pro plan: the subscription mail could not be written');
  }
}
