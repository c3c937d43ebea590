/** A link to a console page: the console's one (mf-staff/src/components/console-link.tsx). */
export { ConsoleLink as PageLink } from '../../../components/console-link';
