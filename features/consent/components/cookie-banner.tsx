// The cookie banner, shown where the country's switch says until the visitor decides: accept all, only what is
// necessary, or choose statistics and marketing one by one. "Cookie settings" (footer, user menu) opens it again with
// the current choice; a consent taken back reloads the page, so that nothing it allowed keeps running.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { onCookieSettingsRequest } from '../../../lib/cookie-settings';
import { readConsent, saveConsent } from '../lib/consent-cookie';
import { consentDecided, type CookieBannerAnswer } from '../lib/consent-decision';
import { reportCookieBannerEvent } from '../lib/cookie-banner-events';
import { fade } from '../../../styles/colors';

const noSubscription = () => () => {};
const hasDecided = () => readConsent() !== null;

const Banner = styled.section`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: 16px;
  z-index: ${({ theme }) => theme.zIndex.cookieBanner};
  max-width: 560px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.xl}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 24px 64px -20px ${({ theme }) => fade(theme.colors.shadow, 0.45)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 { font-size: 1.2rem; margin-bottom: 8px; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.inkMuted}; font-size: 0.95rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Button = styled.button<{ $primary?: boolean }>`
  flex: 1 1 auto;
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 2px solid ${({ theme }) => theme.colors.brandBlue};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.brandBlue : theme.colors.surfaceRaised)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onBrand : theme.colors.brandBlue)};
  font: 700 0.95rem ${({ theme }) => theme.fonts.body};
  cursor: pointer;
`;

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  display: grid;
  gap: 10px;
  label { display: flex; gap: 10px; align-items: flex-start; }
  input { width: 20px; height: 20px; margin-top: 2px; }
`;

/**
 * While the banner covers the bottom of the viewport, the page keeps a scroll padding of its height and as much room
 * after its end, so that an element focused with the keyboard — the footer's last links too — is scrolled clear of
 * it, never hidden behind it (WCAG 2.4.11, focus not obscured).
 */
function useKeepFocusAbove(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const pad = () => {
      const covered = `${window.innerHeight - element.getBoundingClientRect().top + 8}px`;
      root.style.scrollPaddingBottom = covered;
      document.body.style.paddingBottom = covered;
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(element);
    window.addEventListener('resize', pad);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', pad);
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [banner, shown]);
}

export function CookieBanner() {
  const { t } = useTranslation('shell');
  const decidedBefore = useSyncExternalStore(noSubscription, hasDecided, () => true);
  const [decidedNow, setDecidedNow] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [statistics, setStatistics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  /** The choice in force when the settings were opened again (null: not reopened). */
  const [reopened, setReopened] = useState<{ statistics: boolean; marketing: boolean } | null>(null);
  const shown = (!decidedBefore && !decidedNow) || reopened !== null;
  useEffect(() => {
    if (shown) reportCookieBannerEvent('cookie_banner_shown');
  }, [shown]);
  useEffect(
    () =>
      onCookieSettingsRequest(() => {
        const current = readConsent() ?? { statistics: false, marketing: false };
        setStatistics(current.statistics);
        setMarketing(current.marketing);
        setChoosing(true);
        setReopened({ statistics: current.statistics, marketing: current.marketing });
      }),
    [],
  );
  const banner = useRef<HTMLElement>(null);
  useKeepFocusAbove(banner, shown);
  useEffect(() => {
    if (reopened) banner.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, [reopened]);
  if (!shown) return null;

  const decide = (choice: { statistics: boolean; marketing: boolean }, answer: CookieBannerAnswer) => {
    consentDecided(saveConsent(choice), answer);
    const withdrawn = reopened !== null && ((reopened.statistics && !choice.statistics) || (reopened.marketing && !choice.marketing));
    setReopened(null);
    setDecidedNow(true);
    if (withdrawn) window.location.reload();
  };

  return (
    <Banner ref={banner} role="dialog" aria-modal="false" aria-labelledby="cookie-banner-title">
      <h2 id="cookie-banner-title">{t('cookieTitle')}</h2>
      <p>
        {t('cookieText')} <Link href="/legal/privacy">{t('privacy')}</Link>
      </p>
      {choosing ? (
        <Choices>
          <legend className="visually-hidden">{t('cookieChoose')}</legend>
          <label>
            <input type="checkbox" checked disabled />
            <span>{t('cookieNecessary')}</span>
          </label>
          <label>
            <input type="checkbox" checked={statistics} onChange={(event) => setStatistics(event.target.checked)} />
            <span>{t('cookieStatistics')}</span>
          </label>
          <label>
            <input type="checkbox" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />
            <span>{t('cookieMarketing')}</span>
          </label>
        </Choices>
      ) : null}
      <Actions>
        {choosing ? (
          <Button type="button" $primary onClick={() => decide({ statistics, marketing }, 'cookie_banner_choice_saved')}>
            {t('cookieSave')}
          </Button>
        ) : (
          <>
            <Button type="button" $primary onClick={() => decide({ statistics: true, marketing: true }, 'cookie_banner_accepted_all')}>
              {t('cookieAcceptAll')}
            </Button>
            <Button type="button" onClick={() => decide({ statistics: false, marketing: false }, 'cookie_banner_necessary_only')}>
              {t('cookieNecessaryOnly')}
            </Button>
            <Button type="button" onClick={() => setChoosing(true)}>
              {t('cookieChoose')}
            </Button>
          </>
        )}
      </Actions>
    </Banner>
  );
}
