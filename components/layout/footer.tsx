// The footer: its columns of links (footer-columns.tsx, a static island: not hydrated, not in the first-load JS), the
// country and language switchers, and the colour theme switch.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LANGUAGES } from '../../config/countries/languages';
import { LOCALES } from '../../config/locales';
import { localizedHref, unprefixedPath } from '../../lib/site/site';
import { fade } from '../../styles/colors';
import { useOverlay } from '../hooks/use-overlay';
import { Link } from '../link';
import { ThemeSwitch } from '../theme/theme-switch';
import { useSite } from '../site-context';
import { staticIsland } from '../static-island';
import { FooterColumns as ServerFooterColumns } from './footer-columns';

const FooterColumns = staticIsland(
  () => import('./footer-columns').then((module) => module.FooterColumns),
  typeof window === 'undefined' ? ServerFooterColumns : null,
);

const Wrapper = styled.footer`
  margin-top: clamp(48px, 8vw, 96px);
  padding: 48px clamp(20px, 5vw, 64px) 32px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.95rem;
`;

const Switchers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  max-width: 1200px;
  margin: 32px auto 0;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  align-items: center;
  justify-content: space-between;
`;

const Menu = styled.details`
  position: relative;
  summary {
    cursor: pointer;
    list-style: none;
    padding: 8px 14px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
  summary::-webkit-details-marker { display: none; }
  ul {
    position: absolute;
    bottom: calc(100% + 8px);
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.tooltip};
    list-style: none;
    margin: 0;
    padding: 8px;
    min-width: 220px;
    max-height: 320px;
    overflow-y: auto;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md}px;
    box-shadow: 0 16px 40px -16px ${({ theme }) => fade(theme.colors.shadow, 0.35)};
  }
  li a { display: block; padding: 8px 10px; border-radius: ${({ theme }) => theme.radii.sm}px; color: ${({ theme }) => theme.colors.ink}; text-decoration: none; }
  li a:hover, li a[aria-current='true'] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

/** A footer dropdown (country, language): a <details> that also closes on Escape (focus back on its button) and on a
 *  tap or click elsewhere, as every overlay does (useOverlay). */
function FooterMenu({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLElement>(null);
  useOverlay({ open, onClose: () => setOpen(false), container, returnFocus: button });
  return (
    <Menu ref={container} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary ref={button}>{summary}</summary>
      {children}
    </Menu>
  );
}

const Row = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: flex-end;
`;

export function Footer() {
  const { t } = useTranslation('shell');
  const site = useSite();
  const router = useRouter();
  const path = unprefixedPath(router.asPath);

  return (
    <Wrapper>
      <FooterColumns key={router.locale} />
      <Switchers>
        <Row>
          {site ? (
            <FooterMenu
              summary={
                <>
                  <span className="visually-hidden">{t('chooseCountry')}: </span>
                  {site.countryName}
                </>
              }
            >
              <ul>
                {site.alternates
                  .filter(({ hreflang }) => hreflang !== 'x-default')
                  .map(({ hreflang, href, countryName }) => (
                    <li key={hreflang}>
                      <a href={href} hrefLang={hreflang} aria-current={hreflang === site.defaultLocale}>
                        {countryName}
                      </a>
                    </li>
                  ))}
              </ul>
            </FooterMenu>
          ) : null}
          <FooterMenu
            summary={
              <>
                <span className="visually-hidden">{t('chooseLanguage')}: </span>
                {LANGUAGES[(site?.locale ?? router.locale) as keyof typeof LANGUAGES]?.localizedName ?? 'English'}
              </>
            }
          >
            <ul>
              {LOCALES.map((locale) => (
                <li key={locale}>
                  <Link
                    href={localizedHref(path, locale, site?.defaultLocale ?? 'en')}
                    locale={false}
                    prefetch={false}
                    hrefLang={locale}
                    aria-current={locale === (site?.locale ?? router.locale)}
                  >
                    {LANGUAGES[locale].localizedName}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterMenu>
          <ThemeSwitch />
        </Row>
        <span>{t('copyright', { year: new Date().getFullYear() })}</span>
      </Switchers>
    </Wrapper>
  );
}
