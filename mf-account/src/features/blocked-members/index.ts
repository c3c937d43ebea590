// The public entry of blocked members: its section of the settings page.
export { BlockedMembersSettings } from './blocked-members-section';
