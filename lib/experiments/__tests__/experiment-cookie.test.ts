import { describe, expect, it } from 'vitest';
import { EXPERIMENT_COOKIE_MAX_AGE_S, EXPERIMENT_NAMES, EXPERIMENTS, type ExperimentAssignments } from '../../../config/experiments';
import { cookieValue } from '../../cookies';
import { toActiveExperiments } from '../active-experiments';
import {
  assignMissingExperiments,
  controlAssignments,
  experimentSetCookie,
  experimentsForRequest,
  parseExperiments,
  randomIndex,
  serializeExperiments,
  verifiedAssignments,
  type ExperimentSigner,
  type RandomUint32,
} from '../experiment-cookie';
import { mulberry32 } from '../../seeded-random';

/** A stand-in signature (the real one is the server's HMAC: server/experiments/experiment-signer.ts). */
const signer: ExperimentSigner = { sign: (encoded) => `s${encoded.length}`, verify: (encoded, signature) => signature === `s${encoded.length}` };

/** A seeded source of uint32 values, so the distribution test is repeatable. */
const seeded = (seed: number): RandomUint32 => mulberry32(seed);

const everyone: ExperimentAssignments = {
  mobile_know_page_revamp: 'treatment',
  knowledge_area_breadcrumbs: 'control',
  know_header_updated_on: 'control',
  unblur_every_other_geo_know_page: 'treatment',
  exam_focused_parent_pro_plan: 'exam_copy',
};

describe('the experiments of spec §9', () => {
  it('are the five, with two variants each and three for the exam-focused parent pro plan, the control first', () => {
    expect(EXPERIMENT_NAMES).toHaveLength(5);
    expect(EXPERIMENT_NAMES.map((name) => EXPERIMENTS[name].variants.length)).toEqual([2, 2, 2, 2, 3]);
    for (const name of EXPERIMENT_NAMES) expect(EXPERIMENTS[name].variants[0]).toBe('control');
    expect(new Set(EXPERIMENT_NAMES.map((name) => EXPERIMENTS[name].key)).size).toBe(5);
  });

  it('keep the assignment in a cookie for 2592000 s (30 days)', () => {
    expect(EXPERIMENT_COOKIE_MAX_AGE_S).toBe(2592000);
    expect(EXPERIMENT_COOKIE_MAX_AGE_S).toBe(30 * 24 * 60 * 60);
  });
});

describe('the experiment cookie value', () => {
  it('round-trips every assignment, compactly and in the config order', () => {
    const encoded = serializeExperiments(everyone);
    expect(encoded).toBe('mkr.treatment~kab.control~kuo.control~ueg.treatment~epp.exam_copy');
    expect(parseExperiments(encoded)).toEqual(everyone);
    expect(encodeURIComponent(encoded)).toBe(encoded);
  });

  it('round-trips a partial assignment', () => {
    const partial: ExperimentAssignments = { exam_focused_parent_pro_plan: 'exam_plan', knowledge_area_breadcrumbs: 'treatment' };
    expect(parseExperiments(serializeExperiments(partial))).toEqual(partial);
  });

  it('drops unknown experiments, unknown variants, repeats and malformed parts of a tampered cookie', () => {
    expect(parseExperiments('mkr.treatment~zzz.control~kab.winner~kuo.control.extra~ueg~~epp.exam_plan~mkr.control~.control~kab.')).toEqual({
      mobile_know_page_revamp: 'treatment',
      exam_focused_parent_pro_plan: 'exam_plan',
    });
    expect(parseExperiments('mkr.__proto__~kab.constructor')).toEqual({});
    expect(parseExperiments('{"mkr":"treatment"}')).toEqual({});
    expect(parseExperiments('')).toEqual({});
    expect(parseExperiments(undefined)).toEqual({});
  });

  it('ignores a value far longer than any real one', () => {
    expect(parseExperiments(`mkr.treatment~${'x'.repeat(600)}`)).toEqual({});
  });

  it('never serializes a variant that is not one of the experiment’s', () => {
    expect(serializeExperiments({ mobile_know_page_revamp: 'winner' } as unknown as ExperimentAssignments)).toBe('');
  });
});

describe('assignment', () => {
  it('fills every missing experiment with one of its variants and keeps the given ones', () => {
    const assigned = assignMissingExperiments({ knowledge_area_breadcrumbs: 'treatment' }, seeded(1));
    expect(Object.keys(assigned).sort()).toEqual([...EXPERIMENT_NAMES].sort());
    expect(assigned.knowledge_area_breadcrumbs).toBe('treatment');
    for (const name of EXPERIMENT_NAMES) expect(EXPERIMENTS[name].variants).toContain(assigned[name]);
  });

  it('picks each variant about equally often (seeded, chi-square well below the 0.1% critical value)', () => {
    const draws = 30_000;
    const random = seeded(20261121);
    const counts = Object.fromEntries(EXPERIMENT_NAMES.map((name) => [name, new Map<string, number>()]));
    for (let draw = 0; draw < draws; draw += 1) {
      const assigned = assignMissingExperiments({}, random);
      for (const name of EXPERIMENT_NAMES) counts[name]!.set(assigned[name]!, (counts[name]!.get(assigned[name]!) ?? 0) + 1);
    }
    // Critical values of chi-square at p = 0.001: 10.83 (1 degree of freedom), 13.82 (2).
    const critical: Record<number, number> = { 2: 10.83, 3: 13.82 };
    for (const name of EXPERIMENT_NAMES) {
      const variants = EXPERIMENTS[name].variants;
      const expected = draws / variants.length;
      const chiSquare = variants.reduce((sum, variant) => sum + ((counts[name]!.get(variant) ?? 0) - expected) ** 2 / expected, 0);
      expect(chiSquare, name).toBeLessThan(critical[variants.length]!);
    }
  });

  it('stays uniform with the browser’s crypto source too (generous bounds)', () => {
    const draws = 6000;
    const tally = [0, 0, 0];
    for (let draw = 0; draw < draws; draw += 1) {
      const variant = assignMissingExperiments({}).exam_focused_parent_pro_plan!;
      tally[EXPERIMENTS.exam_focused_parent_pro_plan.variants.indexOf(variant)]! += 1;
    }
    for (const count of tally) expect(count).toBeGreaterThan(draws / 3 - 300);
    for (const count of tally) expect(count).toBeLessThan(draws / 3 + 300);
  });

  it('draws again on the top values of the 32-bit range that would favour low indexes (2^32 mod 3 = 1 of them)', () => {
    const values = [2 ** 32 - 1, 7];
    expect(randomIndex(3, () => values.shift()!)).toBe(1);
    expect(values).toEqual([]);
    expect(randomIndex(3, () => 2 ** 32 - 2)).toBe(2);
  });
});

describe('the cookie line', () => {
  it('lasts 2592000 s on the whole site, SameSite=Lax, Secure outside plain http', () => {
    expect(experimentSetCookie('mkr.control', { secure: true })).toBe('knowly_experiments=mkr.control; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    expect(experimentSetCookie('mkr.control', { secure: false })).toBe('knowly_experiments=mkr.control; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('is sent signed on the first request and again only when the cookie changes', () => {
    const first = experimentsForRequest(undefined, { secure: false, signer, random: seeded(3) });
    expect(first.signed).toBe(`${first.encoded}!${signer.sign(first.encoded)}`);
    expect(first.setCookie).toBe(experimentSetCookie(first.signed, { secure: false }));
    expect(Object.keys(first.assignments)).toHaveLength(5);

    const again = experimentsForRequest(first.signed, { secure: false, signer, random: seeded(4) });
    expect(again).toEqual({ ...first, setCookie: null });
  });

  it('Blur bypass by the experiment cookie: a forged, edited or unsigned cookie gets the control variant of every experiment, signed anew', () => {
    const forged = serializeExperiments({ ...controlAssignments(), unblur_every_other_geo_know_page: 'treatment' });
    for (const value of [forged, `${forged}!forged`, `${forged}!${signer.sign('something else')}`]) {
      const result = experimentsForRequest(value, { secure: true, signer, random: seeded(5) });
      expect(result.assignments, value).toEqual(controlAssignments());
      expect(result.setCookie).toBe(experimentSetCookie(result.signed, { secure: true }));
    }
  });

  it('gives a visitor whose genuine cookie lacks a new experiment only that one, keeping the rest', () => {
    const withoutOne = serializeExperiments({ ...everyone, exam_focused_parent_pro_plan: undefined });
    const result = experimentsForRequest(`${withoutOne}!${signer.sign(withoutOne)}`, { secure: false, signer, random: seeded(6) });
    expect({ ...result.assignments, exam_focused_parent_pro_plan: undefined }).toEqual({ ...everyone, exam_focused_parent_pro_plan: undefined });
    expect(result.assignments.exam_focused_parent_pro_plan).toBeDefined();
    expect(result.setCookie).not.toBeNull();
  });
});

describe('signed values', () => {
  it('are read by the browser without their signature, and trusted only when the signature is right', () => {
    const encoded = 'kab.treatment~mkr.control';
    expect(parseExperiments(`${encoded}!${signer.sign(encoded)}`)).toEqual({ knowledge_area_breadcrumbs: 'treatment', mobile_know_page_revamp: 'control' });
    expect(verifiedAssignments(`${encoded}!${signer.sign(encoded)}`, signer)).toEqual({ knowledge_area_breadcrumbs: 'treatment', mobile_know_page_revamp: 'control' });
    expect(verifiedAssignments(encoded, signer)).toBeNull();
    expect(verifiedAssignments(`${encoded}!nope`, signer)).toBeNull();
    expect(verifiedAssignments(undefined, signer)).toBeNull();
  });
});

describe('activeExperiments for analytics', () => {
  it('lists experiment and variant pairs in the config order', () => {
    expect(toActiveExperiments(parseExperiments(cookieValue('x=1; knowly_experiments=epp.exam_plan~mkr.control', 'knowly_experiments')))).toEqual([
      { experiment: 'mobile_know_page_revamp', variant: 'control' },
      { experiment: 'exam_focused_parent_pro_plan', variant: 'exam_plan' },
    ]);
  });
});
