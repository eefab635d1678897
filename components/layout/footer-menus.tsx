// The footer's country and language menus. An interactive island (decision 053): the server renders them, the browser
// keeps that markup while the page hydrates and hydrates it in place once the page has loaded (at once when the
// visitor touches them; decision 055). The theme switch stays hydrated beside them (footer.tsx): the server cannot know the
// visitor's choice, so its markup would show "System" until the code came.
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LANGUAGES } from '../../config/countries/languages';
import { LOCALES } from '../../config/locales';
import { localizedHref } from '../../lib/site/site';
import { fade } from '../../styles/colors';
import { useOverlay } from '../hooks/use-overlay';
import { Link } from '../link';
import { useSite } from '../site-context';


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
 *  tap or click elsewhere, as every overlay does (useOverlay). Its button opens it through React's state, not the
 *  browser's own toggle: a click is a discrete update, whose effects — the Escape and outside-tap listeners — are in
 *  place before the open menu is painted. Opened by the browser, the menu showed a frame or more before its `toggle`
 *  event (a task of its own) let React know, and an Escape pressed then was lost (a journey saw it). */
function FooterMenu({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLElement>(null);
  useOverlay({ open, onClose: () => setOpen(false), container, returnFocus: button });
  return (
    // onToggle: the browser may still open it by itself (find in page).
    <Menu ref={container} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        ref={button}
        onClick={(event) => {
          event.preventDefault();
          setOpen((isOpen) => !isOpen);
        }}
      >
        {summary}
      </summary>
      {children}
    </Menu>
  );
}

/** `path`: the page's path without its locale prefix (each language's link leads to the same page); `locale`: the
 *  page's language. */
export function FooterMenus({ path, locale }: { path: string; locale: string }) {
  const { t } = useTranslation('shell');
  const site = useSite();
  return (
    <>
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
            {LANGUAGES[(site?.locale ?? locale) as keyof typeof LANGUAGES]?.localizedName ?? 'English'}
          </>
        }
      >
        <ul>
          {LOCALES.map((language) => (
            <li key={language}>
              <Link
                href={localizedHref(path, language, site?.defaultLocale ?? 'en')}
                locale={false}
                prefetch={false}
                hrefLang={language}
                aria-current={language === (site?.locale ?? locale)}
              >
                {LANGUAGES[language].localizedName}
              </Link>
            </li>
          ))}
        </ul>
      </FooterMenu>
    </>
  );
}
