// The device identity and preferences sent with every request (spec §7 headers): a device uuid kept in a
// first-party cookie for a year, the interface language of the page and the device's clock format.
import Cookies from 'js-cookie';
import { v4 as uuidv4 } from 'uuid';
import { UUID_FORM } from '../contracts/forms';
import type { ClientHeaders } from './request-headers';

export const DEVICE_UUID_COOKIE = 'knowly_device_uuid';
const DEVICE_UUID_DAYS = 365;

export function deviceUuid(): string {
  const existing = Cookies.get(DEVICE_UUID_COOKIE);
  if (existing && UUID_FORM.test(existing)) return existing;
  const created = uuidv4();
  Cookies.set(DEVICE_UUID_COOKIE, created, { sameSite: 'Lax', expires: DEVICE_UUID_DAYS, secure: window.location.protocol === 'https:' });
  return created;
}

/** 12h where the device's locale writes times with AM/PM, else 24h. */
export function deviceTimeFormat(locale?: string): ClientHeaders['timeFormat'] {
  const hourCycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return hourCycle === 'h11' || hourCycle === 'h12' ? '12h' : '24h';
}

export function browserHeaders(): ClientHeaders {
  const interfaceLanguage = document.documentElement.lang || 'en';
  return { interfaceLanguage, deviceUuid: deviceUuid(), timeFormat: deviceTimeFormat(interfaceLanguage) };
}
