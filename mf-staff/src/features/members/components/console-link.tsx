/** A link inside the console: the console's one (mf-staff/src/components/console-link.tsx). */
export { ConsoleLink } from '../../../components/console-link';
