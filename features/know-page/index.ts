// What other features use of the know page: a know as the signed-in viewer may see it (the AI chat names the know it
// was opened about).
export { useKnow } from './api/get-know';
