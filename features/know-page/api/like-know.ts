// Like and unlike a know (POST / DELETE knows/{id}/like): the button shows the new state at once and goes back to
// the old one when the call fails.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { KnowLike } from '../../../lib/contracts/know-page';

async function setKnowLike(uuid: string, liked: boolean): Promise<KnowLike> {
  return callApi<KnowLike>(liked ? endpoints.likeKnow : endpoints.unlikeKnow, { params: { id: uuid } });
}

export function useSetKnowLike(uuid: string, { onSettled }: { onSettled: (result: KnowLike | null, liked: boolean) => void }) {
  return useMutation({
    mutationFn: (liked: boolean) => setKnowLike(uuid, liked),
    onSuccess: (result, liked) => onSettled(result, liked),
    onError: (_error, liked) => onSettled(null, liked),
  });
}
