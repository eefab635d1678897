// What the browser reports about app usage to the main API (spec §7): POST users/{id}/open-app (no body) and
// POST users/{id}/lookup with the IP lookup data — what the client knows of where it is; the server adds the
// caller's address.
import { z } from 'zod';

/** IANA time-zone names: Europe/Berlin, America/Argentina/Buenos_Aires, Etc/GMT+2, UTC. */
const TIME_ZONE_NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

export const ipLookupBodySchema = z.strictObject({
  /** The device's time zone (Intl), null when the browser names none. */
  timeZone: z.string().regex(TIME_ZONE_NAME, 'Must be an IANA time-zone name').nullable(),
  /** Minutes east of UTC. */
  timeZoneOffset: z.number().int().min(-720).max(840),
  /** navigator.languages, most preferred first (BCP 47 tags). */
  languages: z.array(z.string().min(1).max(35)).max(10),
  /** The screen in CSS pixels and its device-pixel ratio. */
  screen: z.strictObject({
    width: z.number().int().min(0).max(20_000),
    height: z.number().int().min(0).max(20_000),
    pixelRatio: z.number().min(0.1).max(10),
  }),
});
export type IpLookupBody = z.infer<typeof ipLookupBodySchema>;
