// Builds the analytics event of spec §3 from what a feature tracked and what the client knows: device, time-zone
// offset, app version, experiments, user, session, page and web parts. Pure: the caller passes every input, so a
// test can parse the output with analyticsEventSchema (lib/contracts/analytics.ts).
import type { AnalyticsEventName } from '../../config/analytics-events';
import type { AnalyticsEvent } from '../contracts/analytics';
import type { DeviceSnippet } from './device';
import type { ActiveExperiment } from '../experiments/active-experiments';

/** What a feature may add to an event. */
export type EventParts = Pick<AnalyticsEvent, 'value' | 'valueId' | 'referrerScreen' | 'search' | 'feed' | 'know' | 'chat' | 'chatMessage' | 'plan'>;

/** The signed-in user as analytics sees it (a subset of the User of lib/contracts/users.ts). */
export type AnalyticsUser = { uuid: string; premiumStatus: string; knowerUuid: string | null; isActiveKnower: boolean; country: string };

export type EventContext = {
  /** The event's own uuid (v4). */
  uuid: string;
  device: DeviceSnippet;
  /** Minutes east of UTC. */
  timeZoneOffset: number;
  appVersion: string;
  activeExperiments: ActiveExperiment[];
  user: AnalyticsUser | null;
  session: { id: string; source: string | null; campaign: string | null } | null;
  page: { path: string; locale: string } | null;
  web: { domain: string; referrer: string | null; userAgent: string } | null;
};

const VALUE_MAX_LENGTH = 500;
const VALUE_ID_MAX_LENGTH = 100;
const REFERRER_SCREEN_MAX_LENGTH = 300;
const PATH_MAX_LENGTH = 500;
const REFERRER_MAX_LENGTH = 2000;
const USER_AGENT_MAX_LENGTH = 1000;
const EXPERIMENTS_MAX = 20;

/** Spec §4: premium status is lower-cased in analytics (NONE → none, PRO_PLAN → pro_plan). */
export function analyticsPremiumStatus(status: string): string {
  return status.toLowerCase().replace(/[^a-z_]/g, '_').slice(0, 30);
}

/** A page address without query and fragment (they may carry tokens), e.g. /de/auth/reset-password. */
export function pathOnly(path: string): string {
  return (path.split(/[?#]/)[0] || '/').slice(0, PATH_MAX_LENGTH);
}

/** A referrer URL as origin and path only, or null for none or one that is not a URL. */
export function referrerWithoutQuery(referrer: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}`.slice(0, REFERRER_MAX_LENGTH);
  } catch {
    return null;
  }
}

const text = (value: string | null | undefined, max: number) => (typeof value === 'string' ? value.slice(0, max) : value);

function userPart(user: AnalyticsUser): NonNullable<AnalyticsEvent['user']> {
  return {
    uuid: user.uuid,
    premiumStatus: analyticsPremiumStatus(user.premiumStatus),
    // Spec §6: a knower is a user with a knower uuid who is an active knower.
    isKnower: Boolean(user.knowerUuid && user.isActiveKnower),
    country: user.country.slice(0, 2),
  };
}

export function buildEvent(name: AnalyticsEventName, parts: EventParts, context: EventContext): AnalyticsEvent {
  const { value, valueId, referrerScreen, ...optionalParts } = parts;
  return {
    name,
    ...(value !== undefined ? { value: typeof value === 'string' ? value.slice(0, VALUE_MAX_LENGTH) : value } : {}),
    ...(valueId !== undefined ? { valueId: text(valueId, VALUE_ID_MAX_LENGTH) } : {}),
    ...(referrerScreen !== undefined ? { referrerScreen: text(referrerScreen, REFERRER_SCREEN_MAX_LENGTH) } : {}),
    uuid: context.uuid,
    deviceSnippet: context.device,
    deviceTimeZoneOffset: context.timeZoneOffset,
    platform: 'web',
    appVersion: context.appVersion,
    activeExperiments: context.activeExperiments.slice(0, EXPERIMENTS_MAX),
    ...optionalParts,
    ...(context.page ? { page: { path: pathOnly(context.page.path), locale: context.page.locale.slice(0, 10) } } : {}),
    ...(context.user ? { user: userPart(context.user) } : {}),
    ...(context.session ? { session: context.session } : {}),
    ...(context.web ? { web: { ...context.web, userAgent: context.web.userAgent.slice(0, USER_AGENT_MAX_LENGTH) } } : {}),
  };
}
