// The floor app's shell: next-i18next's provider around the page, nothing else.
import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';

function FloorApp({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}

export default appWithTranslation(FloorApp);
