// The site's learning bots as cards, each leading to its public page (/learning-bot/{uuid}/info), where a chat with
// it starts: how a student finds them from the school tutor. Nothing is shown where a language has none.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { Card } from '../../../components/ui/card';
import { focusRing } from '../../../components/ui/focus-ring';
import { routes } from '../../../lib/routes/page-routes';
import { useLearningBots } from '../api/get-learning-bots';

const Bots = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Bot = styled(Card)`
  height: 100%;
  padding: 16px;
  display: grid;
  gap: 4px;
  a { font-weight: 700; color: ${({ theme }) => theme.colors.ink}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.brandBlue}; }
  a:focus-visible { ${focusRing()} }
  span { color: ${({ theme }) => theme.colors.inkMuted}; font-size: 0.9rem; }
`;

export function LearningBotList() {
  const { t } = useTranslation('ai');
  const bots = useLearningBots();
  if (!bots.data?.length) return null;
  return (
    <section aria-labelledby="learning-bots-title">
      <h2 id="learning-bots-title">{t('schoolGpt.bots')}</h2>
      <Bots>
        {bots.data.map((bot) => (
          <li key={bot.uuid}>
            <Bot as="div">
              <Link href={routes.learningBot(bot.uuid)} data-testid="ai-learning-bot">
                {bot.name}
              </Link>
              <span>{bot.subject}</span>
            </Bot>
          </li>
        ))}
      </Bots>
    </section>
  );
}
