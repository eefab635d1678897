// The footer: company and legal links (imprint where the country's switch says), the country's social links,
// the country and language switchers, and the colour theme switch.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LANGUAGES } from '../../config/countries/languages';
import { LOCALES } from '../../config/locales';
import { openCookieSettings } from '../../lib/cookie-settings';
import { localizedHref, unprefixedPath } from '../../lib/site/site';
import { fade } from '../../styles/colors';
import { useOverlay } from '../hooks/use-overlay';
import { Link } from '../link';
import { ThemeSwitch } from '../theme/theme-switch';
import { useSite } from '../site-context';
import { Wordmark } from './wordmark';
import { routes } from '../../lib/routes/page-routes';

const Wrapper = styled.footer`
  margin-top: clamp(48px, 8vw, 96px);
  padding: 48px clamp(20px, 5vw, 64px) 32px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.95rem;
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: 1.4fr repeat(3, 1fr);
  max-width: 1200px;
  margin: 0 auto;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr 1fr; }
`;

const Column = styled.div`
  h2 { font-size: 1rem; color: ${({ theme }) => theme.colors.ink}; margin-bottom: 12px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  a { color: inherit; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.brandBlue}; text-decoration: underline; }
`;

const Brand = styled(Column)`
  ${({ theme }) => theme.media.mobile} { grid-column: 1 / -1; }
  p { margin: 12px 0 16px; max-width: 32ch; }
`;

const Socials = styled.ul`
  display: flex !important;
  gap: 10px !important;
  a {
    display: inline-flex;
    padding: 8px 14px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
  }
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

/** Reads as the links around it. */
const CookieSettingsButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.brandBlue}; text-decoration: underline; }
`;

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
  const social = site?.social;
  const socialLinks = [
    { label: 'Instagram', href: social?.instagramUrl },
    { label: 'TikTok', href: social?.tiktokUrl },
    { label: 'Discord', href: social?.discordUrl },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));

  return (
    <Wrapper>
      <Columns>
        <Brand>
          <Wordmark label={t('home')} />
          <p>{t('footerClaim')}</p>
          {socialLinks.length > 0 ? (
            <Socials aria-label={t('socialLinks')}>
              {socialLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    {link.label}
                  </a>
                </li>
              ))}
            </Socials>
          ) : null}
        </Brand>
        <Column>
          <h2>{t('company')}</h2>
          <ul>
            <li><Link href={routes.about('company')}>{t('aboutUs')}</Link></li>
            <li><Link href={routes.careers()}>{t('careers')}</Link></li>
            <li><Link href={routes.about('advertise')}>{t('advertise')}</Link></li>
            <li><Link href={routes.expansion()}>{t('expansion')}</Link></li>
            <li><Link href={routes.developers()}>{t('developers')}</Link></li>
          </ul>
        </Column>
        <Column>
          <h2>{t('help')}</h2>
          <ul>
            <li><Link href={routes.about('safety')}>{t('safety')}</Link></li>
            <li><Link href={routes.legal('contact')}>{t('contact')}</Link></li>
            {site ? <li><a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a></li> : null}
          </ul>
        </Column>
        <Column>
          <h2>{t('legal')}</h2>
          <ul>
            <li><Link href={routes.legal('tos')}>{t('terms')}</Link></li>
            <li><Link href={routes.legal('privacy')}>{t('privacy')}</Link></li>
            <li><Link href={routes.legal('guidelines')}>{t('guidelines')}</Link></li>
            <li><Link href={routes.legal('tos-knower')}>{t('knowerTerms')}</Link></li>
            {site?.features.imprintLinkShown ? <li><Link href={routes.legal('imprint')}>{t('imprint')}</Link></li> : null}
            {site?.features.cookieBanner ? <li><CookieSettingsButton type="button" onClick={openCookieSettings}>{t('cookieSettings')}</CookieSettingsButton></li> : null}
          </ul>
        </Column>
      </Columns>
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
