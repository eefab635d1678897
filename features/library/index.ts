// What other features and pages use of the library: the Save button of a know (its dialog loads on first click), and
// saving a know into a folder (with the library's queries kept up to date).
// Pages that show it list the 'library' namespace in pageProps.
export { SaveToLibraryButton } from './components/save-to-library-dialog';
export { useSaveKnowToLibrary } from './api/save-know';
export { useLibraryItems } from './api/get-items';
