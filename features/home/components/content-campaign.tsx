// The content campaign (spec §6: the Philippines, and every country not launched yet): a band on the home page that
// invites students to become the site's first knowers, with the upload page and the community guidelines.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { routes } from '../../../lib/routes/page-routes';

const Band = styled.section`
  max-width: 1200px;
  margin: clamp(24px, 4vw, 40px) auto 0;
  padding: 0 clamp(20px, 5vw, 64px);
`;

const Inner = styled.div`
  display: grid;
  gap: 16px;
  padding: clamp(24px, 4vw, 40px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xxl}px;
  background: ${({ theme }) => theme.colors.brandTint};
  color: ${({ theme }) => theme.colors.ink};
  h2 { margin: 0; font-size: clamp(1.4rem, 3vw, 2rem); }
  p { margin: 0; max-width: 60ch; color: ${({ theme }) => theme.colors.ink}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export function ContentCampaign() {
  const { t } = useTranslation('home');
  return (
    <Band aria-labelledby="content-campaign-title" data-testid="content-campaign">
      <Inner>
        <h2 id="content-campaign-title">{t('campaignTitle')}</h2>
        <p>{t('campaignText')}</p>
        <Actions>
          <ButtonLink href={routes.upload('site')} size="lg">{t('campaignUpload')}</ButtonLink>
          <ButtonLink href={routes.legal('guidelines')} variant="secondary" size="lg">{t('campaignGuidelines')}</ButtonLink>
        </Actions>
      </Inner>
    </Band>
  );
}
