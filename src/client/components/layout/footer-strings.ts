/** The footer's link to the family page (issue 14 item 4); the rest of the footer reads layout-strings.ts. */
import { messages } from '#client/lib/i18n.ts';

export const footerMessages = messages('footer', {
  familyPage: 'Les meves inscripcions',
});
