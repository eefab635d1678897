// The know page: /knows/{slug}-{uuid}, its full-screen viewer, and the know pages of the app area.
export { AppKnowPage, KnowPage } from './pages/know-page';
export { KnowViewerPage } from './pages/know-viewer-page';
export { AppKnowsPage } from './pages/app-knows-page';
export { AppSubjectKnowsPage } from './pages/app-subject-knows-page';
