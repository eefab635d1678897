// The companion apps in the stores, for smart app banners and download links.
export const APP_STORE_IDS = { ios: '1453745454', android: 'com.knowly.app' } as const;

export const APP_STORE_URLS = {
  ios: `https://apps.apple.com/app/id${APP_STORE_IDS.ios}`,
  android: `https://play.google.com/store/apps/details?id=${APP_STORE_IDS.android}`,
} as const;
