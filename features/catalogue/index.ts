// What other features use of the catalogue: the paged list of knows and the address of each page.
export { PagedKnows, SectionTitle } from './components/catalogue-frame';
export { pageHref } from './lib/page-number';
