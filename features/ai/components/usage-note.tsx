// The day's AI usage, said quietly: questions, summaries and exams used of today's limits, and when they reset.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { useAiUsage } from '../api/get-ai-usage';
import { formatResetTime } from '../lib/reset-time';

const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function UsageNote() {
  const { t, i18n } = useTranslation('ai');
  const usage = useAiUsage();
  if (!usage.data) return null;
  const { used, limits, resetsOn, isPremium } = usage.data;
  return (
    <Note data-testid="ai-usage">
      {t('usage.today', { messages: used.messages ?? 0, messageLimit: limits.messages ?? 0, summaries: used.summaries ?? 0, summaryLimit: limits.summaries ?? 0, exams: used.exams ?? 0, examLimit: limits.exams ?? 0 })}
      {' · '}
      {isPremium ? t('usage.premium') : t('usage.resets', { time: formatResetTime(resetsOn, i18n.language) })}
    </Note>
  );
}
