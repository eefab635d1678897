// /learning-bot/{uuid}/info: a learning bot's public page — its name, subject, description and example questions —
// with "start chat", which opens a new chat with the bot (a visitor signs in first, then comes back to it).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { LearningBot } from '../../../lib/contracts/ai';
import { routes } from '../../../lib/routes/page-routes';

const Main = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: clamp(24px, 5vw, 56px) 16px 64px;
  display: grid;
  gap: 20px;
  h1 { margin: 0; font: 900 clamp(1.9rem, 5vw, 2.8rem) ${({ theme }) => theme.fonts.display}; overflow-wrap: anywhere; }
`;

const Subject = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandBlue};
`;

const Examples = styled(Card)`
  padding: 20px 24px;
  h2 { margin: 0 0 12px; font: 800 1.15rem ${({ theme }) => theme.fonts.display}; }
  ul { margin: 0; padding-left: 1.2em; display: grid; gap: 6px; }
`;

export function LearningBotPage({ bot }: { bot: LearningBot }) {
  const { t } = useTranslation('ai');
  return (
    <Main>
      <PageMeta title={t('bot.metaTitle', { name: bot.name })} description={bot.description} canonicalPath={routes.learningBot(bot.uuid)} />
      <Subject>{bot.subject}</Subject>
      <h1>{bot.name}</h1>
      <p>{bot.description}</p>
      {bot.exampleQuestions.length > 0 ? (
        <Examples>
          <h2>{t('bot.examples')}</h2>
          <ul>
            {bot.exampleQuestions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </Examples>
      ) : null}
      <div>
        <ButtonLink href={routes.aiChat({ learningBotUuid: bot.uuid })} prefetch={false} data-testid="ai-bot-start">
          {t('bot.start')}
        </ButtonLink>
      </div>
    </Main>
  );
}

// Calls no React Query hook (its chunks have none of React Query): _app mounts no provider for it (QueryFreePage in
// lib/react-query.ts, issue 29).
LearningBotPage.fetchesInBrowser = false;
