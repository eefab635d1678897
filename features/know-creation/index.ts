// What other features use of know creation: uploading a document as a draft know (the AI chat's "upload a PDF") and
// the knower's own knows.
export { useUploadKnow } from './api/upload-know';
export { useOwnKnows } from './api/get-own-knows';
export { HiddenInput, PickButton } from './components/file-pick-button';
export { useStatusStats } from './api/get-status-stats';
