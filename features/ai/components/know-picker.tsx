// Choosing the material the AI works from: a button that opens the picker's dialog (know-picker-dialog.tsx, loaded
// through `next/dynamic` when first opened: the AI pages' first load does not carry it, issue 29). `onPick` receives
// each chosen know; the chosen ones are shown apart (AttachedKnows).
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AI_LIMITS } from '../../../config/ai-limits';
import type { PickedKnow } from '../lib/citation-links';
import type { Source } from './know-picker-dialog';

const KnowPickerDialog = dynamic(() => import('./know-picker-dialog').then((module) => module.KnowPickerDialog));

export function KnowPicker({ picked, onPick }: { picked: readonly PickedKnow[]; onPick: (know: PickedKnow) => void }) {
  const { t } = useTranslation('ai');
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>('library');
  const full = picked.length >= AI_LIMITS.maxKnows;
  const pick = (know: PickedKnow) => {
    if (!full) onPick(know);
  };
  return (
    <>
      <Button variant="outline" size="sm" disabled={full} onClick={() => setOpen(true)} data-testid="ai-add-material">
        {t('picker.open')}
      </Button>
      {open ? <KnowPickerDialog picked={picked.map((know) => know.uuid)} onPick={pick} onClose={() => setOpen(false)} source={source} onSource={setSource} /> : null}
    </>
  );
}
