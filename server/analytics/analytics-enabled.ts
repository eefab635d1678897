// Whether analytics runs (spec §7 "Analytics service … It is skipped in the local environment"): everywhere but
// APP_ENV=local, and there only with the explicit opt-in ANALYTICS_IN_LOCAL=true (the browser journeys and the
// integration tests that read recorded events turn it on). One rule for the browser's events (the site's
// tracking.analyticsEnabled) and the server's own (recordServerEvent).
import type { Env } from '../env';

export function analyticsEnabled(config: Pick<Env, 'APP_ENV' | 'ANALYTICS_IN_LOCAL'>): boolean {
  return config.APP_ENV !== 'local' || config.ANALYTICS_IN_LOCAL;
}
