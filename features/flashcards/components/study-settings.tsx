// The study settings: desired retention (a slider, 70–97 %), new cards a day and reviews a day at most, with the
// workload forecast of the next FLASHCARD_FORECAST_DAYS days redrawn as the slider moves — before anything is saved.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/form/text-field';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast';
import { MIN_REVIEWS_FOR_OPTIMIZING } from '../../../config/flashcards';
import type { FlashcardSettings } from '../../../lib/contracts/flashcards';
import { useFlashcardForecast } from '../api/get-flashcard-forecast';
import { useFlashcardSettings } from '../api/get-flashcard-settings';
import { useUpdateFlashcardSettings } from '../api/update-flashcard-settings';
import { DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN, PER_DAY_MAX, clampPerDay, roundRetention } from '../lib/settings-bounds';
import { ForecastChart } from './forecast-chart';

/** The forecast is asked for once the slider rests this long. */
const FORECAST_DELAY_MS = 250;

const Form = styled(Card).attrs({ as: 'form' })`
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding: clamp(18px, 3vw, 28px);
`;

const Slider = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.brandBlue};
`;

const SliderValue = styled.output`
  font: 800 1.6rem ${({ theme }) => theme.fonts.display};
  font-variant-numeric: tabular-nums;
`;

const NumberInput = styled(Input)`
  width: 12ch;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 20px;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type Draft = Omit<FlashcardSettings, 'personalized'>;

function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function SettingsForm({ saved }: { saved: FlashcardSettings }) {
  const { t, i18n } = useTranslation('flashcards');
  const [draft, setDraft] = useState<Draft>({ desiredRetention: saved.desiredRetention, newCardsPerDay: saved.newCardsPerDay, maxReviewsPerDay: saved.maxReviewsPerDay });
  const retention = useSettledValue(draft.desiredRetention, FORECAST_DELAY_MS);
  const forecast = useFlashcardForecast(retention);
  const update = useUpdateFlashcardSettings();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const changed = draft.desiredRetention !== saved.desiredRetention || draft.newCardsPerDay !== saved.newCardsPerDay || draft.maxReviewsPerDay !== saved.maxReviewsPerDay;

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(draft, { onSuccess: () => void showToast('success', t('settings.saved')) });
  }

  return (
    <Form aria-labelledby="flashcard-settings-title" onSubmit={save}>
      <h2 id="flashcard-settings-title">{t('settings.title')}</h2>
      <FormField label={t('settings.retention')} hint={t('settings.retentionHint')}>
        {(control) => (
          <>
            <SliderValue htmlFor={control.id}>{percent.format(draft.desiredRetention)}</SliderValue>
            <Slider
              {...control}
              type="range"
              min={DESIRED_RETENTION_MIN}
              max={DESIRED_RETENTION_MAX}
              step={0.01}
              value={draft.desiredRetention}
              aria-valuetext={percent.format(draft.desiredRetention)}
              onChange={(event) => setDraft((current) => ({ ...current, desiredRetention: roundRetention(Number(event.target.value)) }))}
            />
          </>
        )}
      </FormField>
      {forecast.data ? <ForecastChart days={forecast.data.days} busy={forecast.isFetching || retention !== draft.desiredRetention} /> : forecast.isError ? <Note role="alert">{t('errors.generic')}</Note> : <DelayedLoader label={t('loading')} />}
      <Row>
        <FormField label={t('settings.newCardsPerDay')}>
          {(control) => (
            <NumberInput {...control} type="number" inputMode="numeric" min={0} max={PER_DAY_MAX} step={1} value={draft.newCardsPerDay} onChange={(event) => setDraft((current) => ({ ...current, newCardsPerDay: clampPerDay(event.target.value) }))} />
          )}
        </FormField>
        <FormField label={t('settings.maxReviewsPerDay')}>
          {(control) => (
            <NumberInput {...control} type="number" inputMode="numeric" min={0} max={PER_DAY_MAX} step={1} value={draft.maxReviewsPerDay} onChange={(event) => setDraft((current) => ({ ...current, maxReviewsPerDay: clampPerDay(event.target.value) }))} />
          )}
        </FormField>
      </Row>
      <Note>{saved.personalized ? t('settings.personalized') : t('settings.notPersonalized', { count: MIN_REVIEWS_FOR_OPTIMIZING })}</Note>
      <div>
        <Button type="submit" disabled={!changed} isLoading={update.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </Form>
  );
}

export function StudySettings() {
  const { t } = useTranslation('flashcards');
  const settings = useFlashcardSettings();
  if (settings.isError) return <p role="alert">{t('errors.generic')}</p>;
  if (!settings.data) return <DelayedLoader label={t('loading')} />;
  return <SettingsForm saved={settings.data} />;
}
