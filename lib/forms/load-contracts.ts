// The account contracts (zod schemas) for checking a form in the browser, loaded when a form is first sent: zod
// then stays out of the pages' first load.
export const loadContracts = () => import('../contracts/auth');
