// The visitor's experiment variants for the page's components, as the server rendered them (from the page's props,
// see proxy.ts), and the same value in <meta name="knowly-experiments"> so that tests and support can read it.
import Head from 'next/head';
import { createContext, useContext, type ReactNode } from 'react';
import { EXPERIMENTS, type ExperimentAssignments, type ExperimentName, type ExperimentVariant } from '../../../config/experiments';
import { serializeExperiments } from '../../../lib/experiments/experiment-cookie';

const EXPERIMENTS_META = 'knowly-experiments';

const ExperimentsContext = createContext<ExperimentAssignments>({});

export function ExperimentsProvider({ assignments = {}, children }: { assignments?: ExperimentAssignments; children: ReactNode }) {
  return (
    <ExperimentsContext.Provider value={assignments}>
      <Head>
        <meta key={EXPERIMENTS_META} name={EXPERIMENTS_META} content={serializeExperiments(assignments)} />
      </Head>
      {children}
    </ExperimentsContext.Provider>
  );
}

/** The variant this visitor sees; the control (the first variant) on a page rendered without assignments. */
export function useExperiment<N extends ExperimentName>(name: N): ExperimentVariant<N> {
  const assignments = useContext(ExperimentsContext);
  return (assignments[name] ?? EXPERIMENTS[name].variants[0]) as ExperimentVariant<N>;
}
