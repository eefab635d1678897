// What other features use of the catalogue: the paged list of knows and the address of each page.
export { PagedKnows } from './components/catalogue-frame';
