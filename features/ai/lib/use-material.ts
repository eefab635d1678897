// The knows chosen as material for a summary or an exam: added once each, removable, at most AI_LIMITS.maxKnows.
import { useState } from 'react';
import { AI_LIMITS } from '../../../config/ai-limits';
import type { PickedKnow } from './citation-links';

export function useMaterial() {
  const [knows, setKnows] = useState<PickedKnow[]>([]);
  return {
    knows,
    add: (know: PickedKnow) => setKnows((current) => (current.length >= AI_LIMITS.maxKnows || current.some((known) => known.uuid === know.uuid) ? current : [...current, know])),
    remove: (know: { uuid: string }) => setKnows((current) => current.filter((known) => known.uuid !== know.uuid)),
  };
}
