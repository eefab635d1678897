// Like and unlike a know (POST / DELETE knows/{id}/like): the button shows the new state at once and goes back to
// the old one when the call fails.
import { useMutation } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { KnowLike } from '../../../lib/contracts/know-page';

async function setKnowLike(uuid: string, liked: boolean): Promise<KnowLike> {
  const path = `/knows/${encodeURIComponent(uuid)}/like`;
  const { data } = liked ? await mainApi.post<KnowLike>(path) : await mainApi.delete<KnowLike>(path);
  return data;
}

export function useSetKnowLike(uuid: string, { onSettled }: { onSettled: (result: KnowLike | null, liked: boolean) => void }) {
  return useMutation({
    mutationFn: (liked: boolean) => setKnowLike(uuid, liked),
    onSuccess: (result, liked) => onSettled(result, liked),
    onError: (_error, liked) => onSettled(null, liked),
  });
}
