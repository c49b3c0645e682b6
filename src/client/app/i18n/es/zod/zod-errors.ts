import es from 'zod/v4/locales/es.js';

/**
 * zod's own Spanish messages, for what zod writes itself (a type or size it checks with its own words): loaded with the
 * forms that validate in the browser (folder `zod` in withTexts), not with every page that shows a server's error by
 * code — zod's locale brings a part of zod with it (decision 200).
 */
export const zodErrors = es();
