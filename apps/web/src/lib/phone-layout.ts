import { useMediaQuery } from 'usehooks-ts';

/** Below Tailwind's `sm` breakpoint: a phone held upright, where nothing fits beside anything else. */
export const PHONE_QUERY = '(max-width: 639px)';

/** Whether the console is laid out for a phone (lists as cards, calendars in the form's flow). */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
