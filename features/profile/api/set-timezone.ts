// Records this device's time-zone offset (PATCH users/{id}/timezone), minutes east of UTC.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import { sessionKeys } from '../../auth';

/** Minutes east of UTC now on this device (JavaScript's getTimezoneOffset counts west). */
export const deviceOffsetMinutes = (now = new Date()) => -now.getTimezoneOffset();

async function setTimezone(userUuid: string, offset: number): Promise<void> {
  await mainApi.patch(`/users/${encodeURIComponent(userUuid)}/timezone`, { offset });
}

export function useSetTimezone(userUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offset: number) => setTimezone(userUuid, offset),
    // The background sync stays silent; the profile's button reports failures itself.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
