// The zod schema of a country config entry (spec §3), which the tables are checked against in tests.
import { z } from 'zod';
import { ALL_COUNTRY_CODES, LANGUAGE_CODES } from './country-codes';

/** Spec §5: a uuid is 36 characters in the 8-4-4-4-12 hexadecimal form (any version). */
const uuidSchema = z.guid('Must be a uuid (8-4-4-4-12 hexadecimal characters)');

/** Spec §5: external URLs are valid only with http or https. */
const externalUrlSchema = z
  .url()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'External URLs must use http or https');

/** A path on the site's own origin, e.g. /flags/de.svg or /api/v1 (never protocol-relative //host). */
const originRelativePathSchema = z.string().regex(/^\/(?!\/)\S*$/, 'Must be a path starting with a single /');

/** A host name as the browser sends it, lower case, without port: knowly.de, staging.knowly.de, de.localhost. */
const domainSchema = z
  .string()
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Must be a lower-case host name');

const timestampSchema = z.iso.datetime();

const countrySchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  code: z.enum(ALL_COUNTRY_CODES),
  localizedName: z.string().min(1),
  englishName: z.string().min(1),
  iconUrl: z.union([originRelativePathSchema, externalUrlSchema]),
});

const languageSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  code: z.enum(LANGUAGE_CODES),
  localizedName: z.string().min(1),
  englishName: z.string().min(1),
});

/** Where the client sends API and analytics calls: an absolute host, or a path when one process serves all (local). */
const serviceUrlSchema = z.union([externalUrlSchema, originRelativePathSchema]);

export const countryConfigSchema = z
  .strictObject({
    country: countrySchema,
    language: languageSchema,
    domain: domainSchema,
    supportEmail: z.email(),
    isLaunched: z.boolean(),
    isExpansionContestRunning: z.boolean(),
    expansionContestStartOn: timestampSchema.nullable(),
    expansionContestEndOn: timestampSchema.nullable(),
    instagramUrl: externalUrlSchema.nullable(),
    tiktokUrl: externalUrlSchema.nullable(),
    discordUrl: externalUrlSchema.nullable(),
    knowerGuideUrl: externalUrlSchema.nullable(),
    knowerCallUrl: externalUrlSchema.nullable(),
    knowerGuideStudyCollectionUuid: uuidSchema.nullable(),
    hasExamBoard: z.boolean(),
    primaryInternalUserUuid: uuidSchema,
    showGrades: z.boolean(),
    minimumAge: z.number().int().positive().nullable(),
    baseUrls: z.strictObject({ backendEdge: serviceUrlSchema, analyticsService: serviceUrlSchema }),
    subscribeEmailByDefault: z.boolean(),
  })
  .superRefine((config, ctx) => {
    const { expansionContestStartOn: start, expansionContestEndOn: end } = config;
    if ((start === null) !== (end === null)) {
      ctx.addIssue({ code: 'custom', path: ['expansionContestEndOn'], message: 'An expansion contest has both a start and an end, or neither' });
    } else if (start !== null && end !== null && Date.parse(start) > Date.parse(end)) {
      ctx.addIssue({ code: 'custom', path: ['expansionContestEndOn'], message: 'An expansion contest ends after it starts' });
    }
  });

export type CountryConfig = z.infer<typeof countryConfigSchema>;
export type CountryIdentity = CountryConfig['country'];
export type Language = CountryConfig['language'];
export type BaseUrls = CountryConfig['baseUrls'];
