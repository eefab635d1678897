// The footer's columns: the brand with the country's social links, and the company, help and legal links. Markup
// that never changes on a page: a static island (components/static-island.tsx), kept as the server rendered it.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { routes } from '../../lib/routes/page-routes';
import { Link } from '../link';
import { useSite } from '../site-context';
import { Wordmark } from './wordmark';

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

/** Reads as the links around it; opens the cookie settings through the banner's click listener (lib/cookie-settings.ts):
 *  an island attaches no handler of its own. */
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

export function FooterColumns() {
  const { t } = useTranslation('shell');
  const site = useSite();
  const social = site?.social;
  const socialLinks = [
    { label: 'Instagram', href: social?.instagramUrl },
    { label: 'TikTok', href: social?.tiktokUrl },
    { label: 'Discord', href: social?.discordUrl },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));

  return (
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
          {site?.features.cookieBanner ? <li><CookieSettingsButton type="button" data-opens-cookie-settings="">{t('cookieSettings')}</CookieSettingsButton></li> : null}
        </ul>
      </Column>
    </Columns>
  );
}
