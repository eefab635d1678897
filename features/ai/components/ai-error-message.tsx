// A failed AI call said in the user's language (features/ai/lib/ai-error.ts): the daily limit with its reset time and
// the pro plan link when the error names one, else the error's text; with Retry when the caller offers it.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ButtonLink, Button } from '../../../components/ui/button';
import { aiErrorNotice } from '../lib/ai-error';
import { formatResetTime } from '../lib/reset-time';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerTint};
  color: ${({ theme }) => theme.colors.ink};
  p { margin: 0; flex: 1 1 240px; }
`;

export function AiErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useTranslation('ai');
  const notice = aiErrorNotice(error);
  return (
    <Box role="alert" data-testid="ai-error">
      {notice.kind === 'limit' ? (
        <>
          <p>{notice.resetsOn ? t('errors.limitResets', { time: formatResetTime(notice.resetsOn, i18n.language) }) : t('errors.limit')}</p>
          {notice.proPlanUrl ? (
            <ButtonLink href={notice.proPlanUrl} size="sm">
              {t('errors.proPlan')}
            </ButtonLink>
          ) : null}
        </>
      ) : (
        <p>{t(notice.key, notice.values)}</p>
      )}
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </Box>
  );
}
