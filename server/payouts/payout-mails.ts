// The mail a knower gets at each step of a payout request (requested, approved, paid, rejected with the reason), in
// their interface language on their site, linking to their payout history. Sent after the step is committed; a mail
// that cannot be written never undoes the step (it is logged).
import { eq } from 'drizzle-orm';
import type { PayoutStatusValue } from '../../lib/contracts/payouts';
import { formatMoney } from '../../lib/money/money';
import { routes } from '../../lib/routes/page-routes';
import type { Db } from '../db/client';
import { accounts, knowers, payouts, users } from '../db/schema';
import { logger } from '../logger';
import { mailSite } from '../mail/mail-site';
import { sendMail } from '../mail/send-mail';

export async function mailPayoutStatus(db: Db, payoutUuid: string, status: PayoutStatusValue): Promise<void> {
  try {
    const [row] = await db
      .select({ amount: payouts.amount, currency: payouts.currency, reason: payouts.rejectionReason, userUuid: users.uuid, name: users.name, country: users.country, interfaceLanguage: users.interfaceLanguage, email: accounts.email })
      .from(payouts)
      .innerJoin(knowers, eq(knowers.uuid, payouts.knowerUuid))
      .innerJoin(users, eq(users.uuid, knowers.userUuid))
      .innerJoin(accounts, eq(accounts.userUuid, users.uuid))
      .where(eq(payouts.uuid, payoutUuid));
    if (!row) return;
    const site = mailSite(row);
    await sendMail(db, {
      userUuid: row.userUuid,
      emailType: 'payout-status',
      to: row.email,
      locale: site.locale,
      template: 'payout-status',
      params: { name: row.name, status, amount: formatMoney(site.locale, { amount: row.amount, currency: row.currency }), ...(row.reason ? { reason: row.reason } : {}), link: site.href(routes.payoutHistory()) },
      site,
    });
  } catch (error) {
    logger().error({ err: error, payoutUuid, status }, 'payouts: the status mail could not be written');
  }
}
