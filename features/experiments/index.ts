export { ExperimentsProvider, useExperiment } from './components/experiments-provider';
