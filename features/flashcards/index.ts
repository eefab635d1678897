// What pages use of flashcards: the study page /app/flashcards (overview, review, settings). Pages that show it list
// the 'flashcards' namespace in pageProps.
export { FlashcardsPage } from './pages/flashcards-page';
