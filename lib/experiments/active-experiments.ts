// The visitor's experiment variants as analytics events carry them (spec §3 activeExperiments), read in the browser
// from the experiment cookie that proxy.ts set.
import { EXPERIMENT_COOKIE, EXPERIMENT_NAMES, type ExperimentAssignments } from '../../config/experiments';
import { cookieValue } from '../cookies';
import { parseExperiments } from './experiment-cookie';

export type ActiveExperiment = { experiment: string; variant: string };

/** The assignments as a list, in the config's order. */
export function toActiveExperiments(assignments: ExperimentAssignments): ActiveExperiment[] {
  return EXPERIMENT_NAMES.flatMap((name) => {
    const variant = assignments[name];
    return variant === undefined ? [] : [{ experiment: name, variant }];
  });
}

/** The experiments this browser takes part in, e.g. [{experiment: 'mobile_know_page_revamp', variant: 'treatment'}];
 *  empty on the server and before the cookie exists. */
export function activeExperiments(): ActiveExperiment[] {
  if (typeof document === 'undefined') return [];
  return toActiveExperiments(parseExperiments(cookieValue(document.cookie, EXPERIMENT_COOKIE)));
}
