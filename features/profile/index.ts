// What pages and other features use of the profile.
export { updateProfile, useUpdateProfile } from './api/update-profile';
export { DeferredTimezoneSync as TimezoneSync } from './components/deferred-timezone-sync';
