export { ContentPage } from './pages/content-page';
