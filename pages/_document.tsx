// The HTML frame: server-rendered styled-components styles (the page-wide global style among them), the web fonts'
// @font-face rules (applied after the first paint), the CSP nonce on every script and style tag, and the script that
// applies the chosen colour theme and marks an answered cookie banner before the first paint (and asks for a first
// visit's experiment variants, decision 040), the icons and the web app manifest. Next's client route table is not
// among the page's scripts: the browser loads it when the router first needs it (lib/routes/client-route-table.ts,
// decision 052).
import { useContext, type ReactNode } from 'react';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { HtmlContext } from 'next/dist/shared/lib/html-context.shared-runtime';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { THEME_SCRIPT } from '../components/theme/theme-preference';
import { CONSENT_SCRIPT } from '../features/consent';
import { DARK_PALETTE, PALETTE } from '../config/palette';
import { EXPERIMENT_ASSIGNMENT_SCRIPT } from '../lib/experiments/first-visit-assignment';
import { withoutRouteTable } from '../lib/routes/client-route-table';
import { NONCE_HEADER } from '../lib/security-headers';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { WEB_FONT_FACES } from '../styles/web-font-faces';

type Props = DocumentInitialProps & { nonce?: string };

const WEB_FONTS_ID = 'web-fonts';
/** Runs once the body is parsed: the web fonts' rules apply after the next paint (a frame, then a task). */
const WEB_FONTS_AFTER_FIRST_PAINT = `requestAnimationFrame(function(){setTimeout(function(){var s=document.getElementById('${WEB_FONTS_ID}');if(s)s.media='all'},0)})`;

/**
 * The page-wide base styles as the server sends them, ahead of the page's own: rendered here, not in _app, so that
 * styled-components' global-style code stays out of every page's first load (issue 29). The browser keeps these rules
 * (styled-components takes over the server's style tags as they are) and nothing there ever removes them.
 */
function globalStyleElement(nonce: string | undefined) {
  const sheet = new ServerStyleSheet({ nonce });
  try {
    renderToString(sheet.collectStyles(<ThemeProvider theme={theme}><GlobalStyle /></ThemeProvider>));
    return sheet.getStyleElement();
  } finally {
    sheet.seal();
  }
}

/** The context Next's `<Head>` and `<NextScript>` list the page's scripts from, without the client route table. */
function WithoutRouteTable({ children }: { children: ReactNode }) {
  const context = useContext(HtmlContext);
  if (!context) return <>{children}</>;
  const buildManifest = { ...context.buildManifest, lowPriorityFiles: withoutRouteTable(context.buildManifest.lowPriorityFiles) };
  return <HtmlContext.Provider value={{ ...context, buildManifest }}>{children}</HtmlContext.Provider>;
}

export default class KnowlyDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const header = ctx.req?.headers[NONCE_HEADER];
    const nonce = typeof header === 'string' ? header : undefined;
    const sheet = new ServerStyleSheet({ nonce });
    const renderPage = ctx.renderPage;
    try {
      ctx.renderPage = () => renderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, nonce, styles: [initialProps.styles, globalStyleElement(nonce), sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const { nonce } = this.props;
    return (
      <WithoutRouteTable>
        <Html>
          <Head nonce={nonce}>
            {nonce ? <meta property="csp-nonce" content={nonce} /> : null}
            {/* Before any stylesheet paints: the cookie's theme as <html data-theme>, an answered cookie banner as
                <html data-consent>; the same HTML for every visitor. */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT + CONSENT_SCRIPT + EXPERIMENT_ASSIGNMENT_SCRIPT }} />
            {/* The web fonts' rules inline (decision 050): no stylesheet request before the first paint. They apply once
                the page has painted (media="print" until the script at the end of the body): the first paint is set in
                the metric-matched fallbacks, and the fonts' 90 kB do not compete with the document and its scripts at
                the highest priority before it (issue 29: the first visit's LCP, decision 053). */}
            <style id={WEB_FONTS_ID} media="print" nonce={nonce} dangerouslySetInnerHTML={{ __html: WEB_FONT_FACES }} />
            <meta name="theme-color" media="(prefers-color-scheme: light)" content={PALETTE.brandBlue} />
            <meta name="theme-color" media="(prefers-color-scheme: dark)" content={DARK_PALETTE.surface} />
            <link rel="icon" href="/favicon.ico" sizes="32x32" />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
            <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
            <link rel="manifest" href="/manifest.webmanifest" />
          </Head>
          <body>
            <Main />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WEB_FONTS_AFTER_FIRST_PAINT }} />
            <NextScript nonce={nonce} />
          </body>
        </Html>
      </WithoutRouteTable>
    );
  }
}
