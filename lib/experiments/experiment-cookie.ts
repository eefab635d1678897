// The experiment cookie: a compact encoding of experiment → variant, its validation, the random assignment of what
// is missing and the Set-Cookie line. Pure, shared by proxy.ts (assigns on the first request) and the browser.
//
// Format: `<key>.<variant>` per experiment, joined by `~`, in the order of config/experiments.ts, then `!` and a
// signature of the server's, e.g. `mkr.treatment~kab.control~kuo.control~ueg.treatment~epp.exam_copy!Xq3…`. Only
// characters that need no escaping in a cookie or a header. The server decides the assignment: a value whose signature
// is wrong or missing (forged, edited, or older than signing) gets the control variant of every experiment, signed
// afresh — one experiment unblurs knows, so a visitor must not choose it (docs/security.md). The signature is made and
// checked on the server (server/experiments/experiment-signer.ts); the browser only reads the assignments.
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
const SIGNATURE_SEPARATOR = '!';

/** Signs encoded assignments and checks a signature (the server's secret; server/experiments/experiment-signer.ts). */
export type ExperimentSigner = { sign(encoded: string): string; verify(encoded: string, signature: string): boolean };

/** The encoded assignments and the signature of a cookie or header value. */
function splitSigned(value: string): { encoded: string; signature: string | null } {
  const at = value.lastIndexOf(SIGNATURE_SEPARATOR);
  return at < 0 ? { encoded: value, signature: null } : { encoded: value.slice(0, at), signature: value.slice(at + 1) };
}

/** The assignments of a signed value, or null when its signature is missing or wrong. */
export function verifiedAssignments(value: string | null | undefined, signer: ExperimentSigner): ExperimentAssignments | null {
  if (!value) return null;
  const { encoded, signature } = splitSigned(value);
  return signature && signer.verify(encoded, signature) ? parseExperiments(encoded) : null;
}

/** Every experiment in its control variant (the first of its variants). */
export function controlAssignments(): ExperimentAssignments {
  return Object.fromEntries(EXPERIMENT_NAMES.map((name) => [name, EXPERIMENTS[name].variants[0]])) as ExperimentAssignments;
}

const nameByKey = new Map<string, ExperimentName>(EXPERIMENT_NAMES.map((name) => [EXPERIMENTS[name].key, name]));

function isVariantOf(name: ExperimentName, variant: string): boolean {
  return (EXPERIMENTS[name].variants as readonly string[]).includes(variant);
}

/** The valid assignments in an encoded value (a signature, if any, is ignored: the browser cannot check it); anything
 *  else is dropped. */
export function parseExperiments(value: string | null | undefined): ExperimentAssignments {
  const assignments: Record<string, string> = {};
  if (!value || value.length > MAX_ENCODED_LENGTH) return assignments;
  const { encoded } = splitSigned(value);
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
  /** The encoded assignments with their signature: the cookie's value and the header handed to the page. */
  signed: string;
  /** The Set-Cookie line, only when the cookie has to change. */
  setCookie: string | null;
};

/** What proxy.ts does per page request: keep the assignments of a genuine cookie, put a forged one back to control,
 *  assign what is missing, and say whether the cookie must be (re)written. */
export function experimentsForRequest(
  cookieValue: string | undefined,
  { secure, signer, random = cryptoRandomUint32 }: { secure: boolean; signer: ExperimentSigner; random?: RandomUint32 },
): RequestExperiments {
  const kept = cookieValue === undefined ? {} : (verifiedAssignments(cookieValue, signer) ?? controlAssignments());
  const assignments = assignMissingExperiments(kept, random);
  const encoded = serializeExperiments(assignments);
  const signed = `${encoded}${SIGNATURE_SEPARATOR}${signer.sign(encoded)}`;
  return { assignments, encoded, signed, setCookie: signed === cookieValue ? null : experimentSetCookie(signed, { secure }) };
}

