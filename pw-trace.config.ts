import base from '/work/main/playwright.config.ts';
const extra = (process.env.XARGS ?? '').split(' ').filter(Boolean);
export default { ...base, webServer: undefined, workers: 1, use: { ...base.use, launchOptions: { ...base.use!.launchOptions, args: [...(base.use!.launchOptions!.args as string[]), ...extra] } } };
