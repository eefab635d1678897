// Chats between users (issue 21): the list (/chat), one chat (/chats/{id}), the navbar's unread badge, and the
// "Message" button of a knower's profile, and a chat image (the moderators' queue shows a reported one). Pages list the 'chats' namespace in pageProps.
export { ChatsPage } from './pages/chats-page';
export { ChatThreadPage } from './pages/chat-page';
export { UnreadChatsBadge } from './components/unread-badge';
export { StartChatButtonIsland } from './components/start-chat-button-island';
export { ChatImage } from './components/chat-image';
