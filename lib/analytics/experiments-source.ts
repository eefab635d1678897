// The experiments this browser takes part in, for analytics events (spec §3 activeExperiments). Experiment
// assignment lives in a cookie (spec §4); until lib/experiments/ reads it (issue "Experiments"), none is reported.
export type ActiveExperiment = { experiment: string; variant: string };

export function activeExperiments(): ActiveExperiment[] {
  return [];
}
