// Records this device's time-zone offset (PATCH users/{id}/timezone), minutes east of UTC.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { useRefreshUser } from '../../auth';

/** Minutes east of UTC now on this device (JavaScript's getTimezoneOffset counts west). */
export const deviceOffsetMinutes = (now = new Date()) => -now.getTimezoneOffset();

export async function setTimezone(userUuid: string, offset: number): Promise<void> {
  await callApi(endpoints.timezone, { params: { id: userUuid }, body: { offset } });
}

export function useSetTimezone(userUuid: string) {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: (offset: number) => setTimezone(userUuid, offset),
    // The background sync stays silent; the profile's button reports failures itself.
    meta: { handlesErrors: true },
    onSuccess: () => refreshUser(),
  });
}
