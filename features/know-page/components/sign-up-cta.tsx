// The call to action over blurred pages (or after a flashcard set's first cards): sign up free (or sign in) and come
// back to this know.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { ButtonLink } from '../../../components/ui/button';
import { routes } from '../../../lib/routes/page-routes';
import { fade } from '../../../styles/colors';

const Card = styled.section`
  width: min(420px, 100%);
  padding: 28px 28px 24px;
  border-radius: ${({ theme }) => theme.radii.xl}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 24px 60px ${({ theme }) => fade(theme.colors.shadow, 0.22)};
  text-align: center;
  h2 { margin: 10px 0 8px; font: 800 1.45rem/1.25 ${({ theme }) => theme.fonts.display}; color: ${({ theme }) => theme.colors.ink}; }
  p { margin: 0 0 8px; color: ${({ theme }) => theme.colors.inkMuted}; line-height: 1.5; }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.brandBlue};
`;

const Count = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink} !important;
`;

/** The wall's call to action spans the card, a weight bolder than other buttons. */
const Primary = styled(ButtonLink)`
  display: flex;
  margin-top: 16px;
  font-weight: 800;
`;

const Secondary = styled(Link)`
  display: inline-block;
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.brandBlue};
  font-weight: 700;
`;

function LockIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="4" y="10" width="16" height="11" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A document counts its pages; a flashcard set its cards. */
type Extent = { pageCount: number } | { cardCount: number };

export function SignUpCta({ knowPath, ...extent }: { knowPath: string } & Extent) {
  const { t } = useTranslation('know');
  const cards = 'cardCount' in extent;
  return (
    <Card aria-labelledby="know-cta-title" data-testid="know-blur-cta">
      <Badge>
        <LockIcon />
      </Badge>
      <h2 id="know-cta-title">{cards ? t('flashcards.cta.title') : t('cta.title')}</h2>
      <p>{cards ? t('flashcards.cta.body') : t('cta.body')}</p>
      <Count>{'cardCount' in extent ? t('flashcards.cta.cards', { count: extent.cardCount }) : t('cta.pages', { count: extent.pageCount })}</Count>
      <Primary href={routes.signUp({ redirect: knowPath, utmContent: 'know_page_blur', title: 'readWholeKnow' })} prefetch={false}>
        {t('cta.signUp')}
      </Primary>
      <Secondary href={routes.signIn({ redirect: knowPath })} prefetch={false}>
        {t('cta.signIn')}
      </Secondary>
    </Card>
  );
}
