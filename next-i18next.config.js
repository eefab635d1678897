// next-i18next settings shared by the server (serverSideTranslations) and the browser (appWithTranslation).
// The locale list mirrors config/locales.ts; a unit test keeps the two equal.
const path = require('node:path');

/** @type {import('next-i18next').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: [
      'de', 'fr', 'en-GB', 'pl', 'it', 'en', 'es', 'es-MX', 'es-CO', 'es-PE',
      'es-CL', 'es-AR', 'tr', 'ro', 'el', 'pt-BR', 'cs', 'pt', 'fil',
    ],
    localeDetection: false,
  },
  defaultNS: 'common',
  fallbackLng: 'en',
  localePath: typeof window === 'undefined' ? path.resolve('./public/locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  // Spec §9: loading a namespace in the browser is retried up to 5 times, starting 350 ms after a failure.
  maxRetries: 5,
  retryTimeout: 350,
};
