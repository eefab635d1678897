// Spec §9 experiments: each with a stable short key for the cookie and its variants (the first is the control).
// A visitor gets one variant per experiment, uniformly at random, kept in a cookie for 30 days.

/** Spec §9 "Experiment cookie: 2592000 s (30 days)"; spec §4 "Experiment assignment is kept in a cookie for 30 days". */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 2592000;

export const EXPERIMENT_COOKIE = 'knowly_experiments';

export const EXPERIMENTS = {
  /** Mobile know page revamp. */
  mobile_know_page_revamp: { key: 'mkr', variants: ['control', 'treatment'] },
  /** Knowledge-area breadcrumbs. */
  knowledge_area_breadcrumbs: { key: 'kab', variants: ['control', 'treatment'] },
  /** Updated-on in the know header. */
  know_header_updated_on: { key: 'kuo', variants: ['control', 'treatment'] },
  /** Unblur every other geo know page. */
  unblur_every_other_geo_know_page: { key: 'ueg', variants: ['control', 'treatment'] },
  /** Exam-focused parent pro plan: today's page, exam-focused copy, and exam-focused copy with an exam plan. */
  exam_focused_parent_pro_plan: { key: 'epp', variants: ['control', 'exam_copy', 'exam_plan'] },
} as const satisfies Record<string, { key: string; variants: readonly [string, string, ...string[]] }>;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentVariant<N extends ExperimentName = ExperimentName> = (typeof EXPERIMENTS)[N]['variants'][number];
export type ExperimentAssignments = { [N in ExperimentName]?: ExperimentVariant<N> };

export const EXPERIMENT_NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];
