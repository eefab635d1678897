// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExperimentName } from '../../../config/experiments';
import { ExperimentsProvider, useExperiment } from '../components/experiments-provider';

afterEach(cleanup);

function Variant({ name }: { name: ExperimentName }) {
  return <p data-testid={name}>{useExperiment(name)}</p>;
}

describe('useExperiment', () => {
  it('gives the variant the server assigned', () => {
    render(
      <ExperimentsProvider assignments={{ exam_focused_parent_pro_plan: 'exam_plan' }}>
        <Variant name="exam_focused_parent_pro_plan" />
      </ExperimentsProvider>,
    );
    expect(screen.getByTestId('exam_focused_parent_pro_plan').textContent).toBe('exam_plan');
  });

  it('gives the control on a page rendered without assignments', () => {
    render(
      <ExperimentsProvider>
        <Variant name="mobile_know_page_revamp" />
      </ExperimentsProvider>,
    );
    expect(screen.getByTestId('mobile_know_page_revamp').textContent).toBe('control');
  });
});
