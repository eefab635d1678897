// "Flashcards with AI" on a know page (signed in; not on a flashcard know): the AI makes a flashcard set from the
// know's text as a draft of the user's, and the user goes on to its details step to name, check and publish it. A
// know the AI can make nothing of, or the day's AI limit, answers with a toast; the button is busy meanwhile.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '../../../components/ui/button';
import { track } from '../../../lib/analytics/track';
import type { KnowDetail } from '../../../lib/contracts/know-page';
import { ApiError } from '../../../lib/errors/api-error';
import { routes } from '../../../lib/routes/page-routes';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { showToast } from '../../../lib/toast';
import { useUser } from '../../auth';
import { useGenerateAiFlashcards } from '../api/generate-ai-flashcards';

function CardsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h12v12H4zM8 3h12v12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export function AiFlashcardsButton({ know }: { know: KnowDetail }) {
  const { t } = useTranslation('know');
  const router = useRouter();
  const { data: user } = useUser();
  const generate = useGenerateAiFlashcards();
  if (!user || know.knowFormat === 'FLASHCARDS') return null;

  const run = async () => {
    try {
      const { knowUuid } = await generate.mutateAsync(know.uuid);
      track('know_upload_completed', { value: 'flashcards_ai', know: { knowUuid, format: 'FLASHCARDS' } });
      await router.push(routes.knowDetails({ knowUuid, hasFlashcards: 'true' }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.type === 'FormValidationError') void showToast('info', t('aiFlashcardsNone'));
      else showErrorToast(error, t);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void run()} disabled={generate.isPending} aria-busy={generate.isPending} data-testid="know-ai-flashcards">
      <CardsIcon />
      <span>{generate.isPending ? t('aiFlashcardsBusy') : t('aiFlashcards')}</span>
    </Button>
  );
}
