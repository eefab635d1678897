// The profile's sections below the fold, about the account itself: two-factor sign-in, the sign-in methods, the
// signed-in devices, a copy of the data and deleting the account. The profile page loads them as one `next/dynamic`
// chunk after the page (issue 29).
import type { User } from '../../../lib/contracts/users';
import { DataSection } from './data-section';
import { DeleteAccountSection } from './delete-account-section';
import { SessionsSection } from './sessions-section';
import { SignInMethodsSection } from './sign-in-methods-section';
import { TwoFactorSection } from './two-factor-section';

export function AccountSections({ user, onLeaving }: { user: User; onLeaving: (leaving: boolean) => void }) {
  return (
    <>
      <TwoFactorSection user={user} />
      <SignInMethodsSection user={user} />
      <SessionsSection user={user} />
      <DataSection user={user} />
      <DeleteAccountSection user={user} onLeaving={onLeaving} />
    </>
  );
}
