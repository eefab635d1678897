// What pages and other features use of the profile.
export { useUpdateProfile } from './api/update-profile';
export { TimezoneSync } from './components/timezone-sync';
