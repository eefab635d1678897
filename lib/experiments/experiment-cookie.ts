// The experiment cookie: a compact encoding of experiment → variant, its validation, the random assignment of what
// is missing and the Set-Cookie line. Pure, shared by proxy.ts (assigns on the first request) and the browser.
//
// Format: `<key>.<variant>` per experiment, joined by `~`, in the order of config/experiments.ts, e.g.
// `mkr.treatment~kab.control~kuo.control~ueg.treatment~epp.exam_copy`. Only characters that need no escaping in a
// cookie or a header. Unknown keys, unknown variants, repeats and anything malformed are dropped (and then assigned
// afresh), so a tampered cookie can only ever pick one of the real variants.
import {
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE_S,
  EXPERIMENT_NAMES,
  EXPERIMENTS,
  type ExperimentAssignments,
  type ExperimentName,
} from '../../config/experiments';

/** The request header through which proxy.ts hands the assignments of the request to getServerSideProps. */
export const EXPERIMENTS_HEADER = 'x-knowly-experiments';

/** Longer values are not ours: ignored whole. */
const MAX_ENCODED_LENGTH = 512;

const PAIR_SEPARATOR = '~';
const KEY_SEPARATOR = '.';

const nameByKey = new Map<string, ExperimentName>(EXPERIMENT_NAMES.map((name) => [EXPERIMENTS[name].key, name]));

function isVariantOf(name: ExperimentName, variant: string): boolean {
  return (EXPERIMENTS[name].variants as readonly string[]).includes(variant);
}

/** The valid assignments in an encoded value; anything else is dropped. */
export function parseExperiments(encoded: string | null | undefined): ExperimentAssignments {
  const assignments: Record<string, string> = {};
  if (!encoded || encoded.length > MAX_ENCODED_LENGTH) return assignments;
  for (const pair of encoded.split(PAIR_SEPARATOR)) {
    const [key, variant, ...rest] = pair.split(KEY_SEPARATOR);
    const name = key === undefined ? undefined : nameByKey.get(key);
    if (!name || variant === undefined || rest.length > 0 || name in assignments || !isVariantOf(name, variant)) continue;
    assignments[name] = variant;
  }
  return assignments as ExperimentAssignments;
}

/** The encoded value of the assignments, in the config's order. */
export function serializeExperiments(assignments: ExperimentAssignments): string {
  return EXPERIMENT_NAMES.filter((name) => {
    const variant = assignments[name];
    return variant !== undefined && isVariantOf(name, variant);
  })
    .map((name) => `${EXPERIMENTS[name].key}${KEY_SEPARATOR}${assignments[name]}`)
    .join(PAIR_SEPARATOR);
}

/** A uniformly random integer in [0, 2^32). */
export type RandomUint32 = () => number;

const cryptoRandomUint32: RandomUint32 = () => crypto.getRandomValues(new Uint32Array(1))[0]!;

/** A uniformly random index below `count`, without modulo bias (rejection sampling). */
export function randomIndex(count: number, random: RandomUint32): number {
  const limit = 2 ** 32 - (2 ** 32 % count);
  for (;;) {
    const value = random();
    if (value < limit) return value % count;
  }
}

/** The assignments with every experiment that has none given a variant, uniformly at random. */
export function assignMissingExperiments(current: ExperimentAssignments, random: RandomUint32 = cryptoRandomUint32): ExperimentAssignments {
  const assigned: Record<string, string> = { ...current };
  for (const name of EXPERIMENT_NAMES) {
    if (assigned[name] !== undefined) continue;
    const variants = EXPERIMENTS[name].variants;
    assigned[name] = variants[randomIndex(variants.length, random)]!;
  }
  return assigned as ExperimentAssignments;
}

/** The cookie line: 30 days, whole site, sent on top-level navigation from other sites, Secure unless on plain http. */
export function experimentSetCookie(encoded: string, { secure }: { secure: boolean }): string {
  return [`${EXPERIMENT_COOKIE}=${encoded}`, `Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export type RequestExperiments = {
  assignments: ExperimentAssignments;
  encoded: string;
  /** The Set-Cookie line, only when the cookie has to change. */
  setCookie: string | null;
};

/** What proxy.ts does per page request: keep the valid assignments of the cookie, assign the rest, and say whether
 *  the cookie must be (re)written. */
export function experimentsForRequest(
  cookieValue: string | undefined,
  { secure, random = cryptoRandomUint32 }: { secure: boolean; random?: RandomUint32 },
): RequestExperiments {
  const assignments = assignMissingExperiments(parseExperiments(cookieValue), random);
  const encoded = serializeExperiments(assignments);
  return { assignments, encoded, setCookie: encoded === cookieValue ? null : experimentSetCookie(encoded, { secure }) };
}

/** The assignments a server render shows: those proxy.ts passed in the request header, else the cookie's. */
export function renderedExperiments(headers: Record<string, string | string[] | undefined>): ExperimentAssignments {
  const passed = headers[EXPERIMENTS_HEADER];
  if (typeof passed === 'string') return parseExperiments(passed);
  return parseExperiments(cookieValue(typeof headers.cookie === 'string' ? headers.cookie : '', EXPERIMENT_COOKIE));
}

/** The value of one cookie in a Cookie header or `document.cookie`. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
