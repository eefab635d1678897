// The bottom widget of spec §2: a band at the foot of public pages, above the footer, that offers the companion apps
// (App Store, Google Play). It sits in the page's flow — never over the content, the cookie banner or the know page's
// action bar — and is rendered on the server, so it shifts nothing when the page loads. Where it shows is the layout
// rules' call (lib/layout/page-layout: `bottomWidget`, off on app-area pages).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { APP_STORE_URLS } from '../../config/app-stores';
import { ButtonLink } from '../ui/button';

const Band = styled.aside`
  max-width: 1200px;
  margin: clamp(40px, 6vw, 72px) auto 0;
  padding: 0 clamp(16px, 4vw, 40px);
`;

const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 24px;
  padding: clamp(18px, 3vw, 28px);
  border-radius: ${({ theme }) => theme.radii.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.brandTint};
  h2 { margin: 0 0 4px; font: 800 clamp(1.1rem, 2.4vw, 1.35rem) ${({ theme }) => theme.fonts.display}; color: ${({ theme }) => theme.colors.ink}; }
  p { margin: 0; max-width: 56ch; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Stores = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    a { flex: 1 1 auto; }
  }
`;

export function BottomWidget() {
  const { t } = useTranslation('shell');
  return (
    <Band aria-label={t('bottomWidget.label')} data-testid="bottom-widget">
      <Card>
        <div>
          <h2>{t('bottomWidget.title')}</h2>
          <p>{t('bottomWidget.text')}</p>
        </div>
        <Stores>
          <ButtonLink href={APP_STORE_URLS.ios} variant="primary" size="sm">
            {t('bottomWidget.appStore')}
          </ButtonLink>
          <ButtonLink href={APP_STORE_URLS.android} variant="secondary" size="sm">
            {t('bottomWidget.googlePlay')}
          </ButtonLink>
        </Stores>
      </Card>
    </Band>
  );
}
