// The knower profile's "Message" button as an interactive island (issue 29, decision 053): rendered by the server, its
// code (and the API client's) loaded once the page has loaded and the browser is idle, or at the first touch — a click
// made before then is played again.
import { staticIsland } from '../../../components/static-island';
import { StartChatButton } from './start-chat-button';

export const StartChatButtonIsland = staticIsland(
  () => import('./start-chat-button').then((module) => module.StartChatButton),
  typeof window === 'undefined' ? StartChatButton : null,
  { interactive: 'after-load', whenMountedByBrowser: 'suspend' },
);
