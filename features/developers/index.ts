// The API reference for people who build companion apps (issue 33): the overview and one area's operations, drawn
// from the OpenAPI description. Pages list the 'developers' namespace in pageProps.
export { DevelopersPage } from './pages/developers-page';
export { ApiAreaPage } from './pages/api-area-page';
