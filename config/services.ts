// Where the services this repo ships are mounted on a site's own origin (spec §7: locally, one process is the whole
// product). The endpoint table (lib/api/endpoints.ts) and the environments' hosts (config/countries/environments.ts)
// both build on these bases.
export const SERVICE_BASES = { main: '/api/v1', auth: '/api/auth', analytics: '/api/analytics' } as const;
