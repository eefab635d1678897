// An import preview's card image (GET flashcards/imports/images/{name}): the route wants the access token, which an
// <img src> cannot send, so the bytes are loaded here and shown from an object URL.
import { callApiWithHeaders } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';

export const getImportImage = async (name: string): Promise<Blob> =>
  (await callApiWithHeaders<Blob>(endpoints.flashcardImportImage, { params: { name }, responseType: 'blob' })).data;
