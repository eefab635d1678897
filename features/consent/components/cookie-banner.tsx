// The cookie banner, shown where the country's switch says until the visitor decides: accept all, only what is
// necessary, or choose statistics and marketing one by one. "Cookie settings" (footer, user menu) opens it again with
// the current choice; a consent taken back reloads the page, so that nothing it allowed keeps running.
// The server renders it for every visitor of a site with the banner; until the page is hydrated, a visitor who has
// answered does not see it (<html data-consent="decided"> from lib/consent-script.ts, set before the first paint).
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { onCookieSettingsRequest } from '../../../lib/cookie-settings';
import { readConsent, saveConsent } from '../lib/consent-cookie';
import { consentDecided, type CookieBannerAnswer } from '../lib/consent-decision';
import { reportCookieBannerEvent } from '../lib/cookie-banner-events';
import { fade } from '../../../styles/colors';
import { routes } from '../../../lib/routes/page-routes';

const noSubscription = () => () => {};
const hasDecided = () => readConsent() !== null;
const inBrowser = () => true;
const onServer = () => false;

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
  html[data-consent='decided'] &[data-before-hydration] { display: none; }
  h2 { font-size: 1.2rem; margin-bottom: 8px; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.inkMuted}; font-size: 0.95rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  & > button { flex: 1 1 auto; }
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
    // Not while hidden by the head script's mark (the first render of a visitor who has answered).
    if (!shown || !element || element.getClientRects().length === 0) return;
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
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const decidedBefore = useSyncExternalStore(noSubscription, hasDecided, onServer);
  const [decidedNow, setDecidedNow] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [statistics, setStatistics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  /** The choice in force when the settings were opened again (null: not reopened). */
  const [reopened, setReopened] = useState<{ statistics: boolean; marketing: boolean } | null>(null);
  const shown = (!decidedBefore && !decidedNow) || reopened !== null;
  const reported = useRef(false);
  useEffect(() => {
    if (!shown) reported.current = false;
    // Once per showing, and not for the server's render that the head script hides from a visitor who has answered.
    else if (hydrated && !reported.current && (reopened !== null || !hasDecided())) {
      reported.current = true;
      reportCookieBannerEvent('cookie_banner_shown');
    }
  }, [shown, hydrated, reopened]);
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
    const withdrawn = reopened !== null && ((reopened.statistics && !choice.statistics) || (reopened.marketing && !choice.marketing));
    // A withdrawal reloads once the queued ad events are dropped.
    void consentDecided(saveConsent(choice), answer).finally(() => {
      if (withdrawn) window.location.reload();
    });
    setReopened(null);
    setDecidedNow(true);
  };

  return (
    <Banner ref={banner} role="dialog" aria-modal="false" aria-labelledby="cookie-banner-title" data-before-hydration={hydrated ? undefined : ''}>
      <h2 id="cookie-banner-title">{t('cookieTitle')}</h2>
      <p>
        {t('cookieText')} <Link href={routes.legal('privacy')}>{t('privacy')}</Link>
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
          <Button size="sm" onClick={() => decide({ statistics, marketing }, 'cookie_banner_choice_saved')} data-answers-banner="">
            {t('cookieSave')}
          </Button>
        ) : (
          <>
            <Button size="sm" onClick={() => decide({ statistics: true, marketing: true }, 'cookie_banner_accepted_all')} data-answers-banner="">
              {t('cookieAcceptAll')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => decide({ statistics: false, marketing: false }, 'cookie_banner_necessary_only')} data-answers-banner="">
              {t('cookieNecessaryOnly')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setChoosing(true)}>
              {t('cookieChoose')}
            </Button>
          </>
        )}
      </Actions>
    </Banner>
  );
}
