// Signing out, for the shell's user menu (features/auth/api/sign-out.ts): the service clients load on the call, as
// through lib/api/clients.ts, but without that module's endpoint table (lib/api/endpoints.ts). The menu comes in a
// `next/dynamic` chunk, whose modules Turbopack does not share with the page's, so the table (2.7 kB gzip) came twice
// with every signed-in page (issue 29).

/** Ends the sign-in here and on the server (the refresh token is revoked); never fails for the user. */
export async function signOut(): Promise<void> {
  return (await import('./service-clients')).signOut();
}
