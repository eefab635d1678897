// @vitest-environment jsdom
// Issue 33 "content campaign: computed, never shown". Where the campaign runs (spec §6: the Philippines, and every
// country not launched yet), the home page invites students to share knows, in the site's language, with a link to
// the upload page and one to the community guidelines; on a launched site without the campaign there is no such band.
import { cleanup, render, screen, within } from '@testing-library/react';
import fs from 'node:fs';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../../../components/site-context';
import type { CountryCode } from '../../../../config/countries/country-config';
import type { AppEnv } from '../../../../config/countries/environments';
import { countryConfigFor } from '../../../../lib/country/resolve-country';
import { routes } from '../../../../lib/routes/page-routes';
import { buildSite, siteDefaultLocale } from '../../../../lib/site/site';
import { theme } from '../../../../styles/theme';
// The page's sections are a static island (rendered on the server, never hydrated): the test renders them as such.
import { HomeSections } from '../../components/home-sections';

afterEach(cleanup);
// The first render of a file loads styled-components, i18next and the page: slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const namespace = (locale: string, name: string) => JSON.parse(fs.readFileSync(`public/locales/${locale}/${name}.json`, 'utf8')) as Record<string, unknown>;

async function renderHome(code: CountryCode, appEnv: AppEnv) {
  const config = countryConfigFor(code, appEnv);
  const locale = siteDefaultLocale(config);
  const site = buildSite(config, { appEnv, host: config.domain, locale, path: '/' });
  const i18n = i18next.createInstance();
  await i18n.init({ lng: locale, resources: { [locale]: { home: namespace(locale, 'home'), common: namespace(locale, 'common') } }, defaultNS: 'home', interpolation: { escapeValue: false } });
  const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: '/', pathname: '/', query: {}, locale, isReady: true } as unknown as NextRouter;
  render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <SiteProvider site={site}>
            <HomeSections subjects={[]} slogans={[]} />
          </SiteProvider>
        </ThemeProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
  return { site, i18n };
}

describe('the content campaign on the home page', () => {
  it('is shown on the Philippine site, in Filipino, leading to the upload page and the community guidelines', async () => {
    const { site, i18n } = await renderHome('PH', 'prod');
    expect(site.features.contentCampaignRunning).toBe(true);
    const band = screen.getByRole('region', { name: i18n.t('home:campaignTitle') });
    expect(i18n.t('home:campaignTitle')).toBe(namespace('fil', 'home').campaignTitle);
    expect(within(band).getByText(i18n.t('home:campaignText'))).toBeTruthy();
    expect(within(band).getByRole('link', { name: i18n.t('home:campaignUpload') }).getAttribute('href')).toBe(routes.upload('site'));
    expect(within(band).getByRole('link', { name: i18n.t('home:campaignGuidelines') }).getAttribute('href')).toBe(routes.legal('guidelines'));
  });

  it('is shown where the country is not launched (Chile in the staging table)', async () => {
    const { site, i18n } = await renderHome('CL', 'staging');
    expect(site.isLaunched).toBe(false);
    expect(screen.getByRole('region', { name: i18n.t('home:campaignTitle') })).toBeTruthy();
  });

  it('is absent on the German site, which is launched and runs no campaign', async () => {
    const { site, i18n } = await renderHome('DE', 'prod');
    expect(site.features.contentCampaignRunning).toBe(false);
    expect(screen.queryByTestId('content-campaign')).toBeNull();
    expect(document.body.textContent).not.toContain(i18n.t('home:campaignTitle'));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
