// GET /api/dev/ad-provider-events: the newest ad-provider events as the server received them, so that browser tests
// and developers can see what left the browser. Only with APP_ENV=local and to a caller on this machine (its socket's
// address); elsewhere it does not exist (404).
import { desc } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { adProviderEvents } from '../db/schema';
import type { AdProviderEventList } from './schemas';

const AD_PROVIDER_EVENTS_LISTED = 50;

export async function listAdProviderEvents(db: Db, { devToolsOpen }: { devToolsOpen: boolean }): Promise<AdProviderEventList> {
  if (!devToolsOpen) throw new AppError('NotFoundError', { reason: 'No API route at this path.' });
  const rows = await db.select().from(adProviderEvents).orderBy(desc(adProviderEvents.receivedOn)).limit(AD_PROVIDER_EVENTS_LISTED);
  return {
    events: rows.map((row) => ({
      uuid: row.uuid,
      eventName: row.eventName,
      testCode: row.testCode,
      fbc: row.fbc,
      context: row.context as AdProviderEventList['events'][number]['context'],
      receivedOn: row.receivedOn.toISOString(),
      forwardedOn: row.forwardedOn?.toISOString() ?? null,
      lastError: row.lastError,
    })),
  };
}
