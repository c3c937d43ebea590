// The public entry of account deletion: its section of the settings page.
export { AccountDeletionSettings } from './account-deletion-section';
